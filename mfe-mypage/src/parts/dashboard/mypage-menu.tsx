import { Link } from 'shared/router';
import { Icon, type IconName } from 'shared/ui';
import { UI } from 'shared/messages';

interface MenuItem { to: string; label: string; icon: IconName }

/** Every my-page area of spec §2, one tap each. */
export const MYPAGE_MENU: readonly { heading: string; items: readonly MenuItem[] }[] = [
  {
    heading: UI.menuWork,
    items: [
      { to: '/mypage/shift-submit', label: UI.menuShiftSubmit, icon: 'book' },
      { to: '/mypage/shift-list', label: UI.menuShiftList, icon: 'book' },
      { to: '/mypage/reservation-list', label: UI.menuReservations, icon: 'book' },
      { to: '/mypage/salary', label: UI.menuSalary, icon: 'book' },
    ],
  },
  {
    heading: UI.menuContact,
    items: [
      { to: '/mypage/info', label: UI.menuInfo, icon: 'comment' },
      { to: '/mypage/chat/inquiry', label: UI.menuInquiry, icon: 'comment' },
    ],
  },
  {
    heading: UI.menuSettings,
    items: [
      { to: '/mypage/edit', label: UI.menuProfile, icon: 'user' },
      { to: '/mypage/account', label: UI.menuAccount, icon: 'user' },
      { to: '/mypage/email', label: UI.menuEmail, icon: 'user' },
      { to: '/mypage/password', label: UI.menuPassword, icon: 'user' },
    ],
  },
];

export function MypageMenu() {
  return (
    <nav className="mypage-menu" aria-label={UI.mypageTitle}>
      {MYPAGE_MENU.map((group) => (
        <section key={group.heading} className="mypage-menu__group">
          <h2 className="mypage-menu__heading">{group.heading}</h2>
          <ul className="mypage-menu__list">
            {group.items.map((item) => (
              <li key={item.to}>
                <Link className="mypage-menu__link" to={item.to}>
                  <Icon name={item.icon} />
                  <span>{item.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
