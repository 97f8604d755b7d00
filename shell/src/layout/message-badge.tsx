import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'shared/router';
import { useSession } from 'shared/store';
import { subscribeEvents } from 'shared/events';
import { Icon } from 'shared/ui';
import { UI } from 'shared/messages';
import { MYPAGE_MESSAGES_PATH } from 'shared/domain';
import { askBeforeLeaving } from './leave-link';

/**
 * The header's live unread count (chats and inquiries). It subscribes to the tab's one event stream only
 * while a worker is signed in with a completed profile and never on /login or sign-up's pages, so the stream's code is not even loaded before then; the
 * server sends the count when the stream opens and after every change (until then, offline too, the count is unknown
 * and the badge says only メッセージ). It opens my page at its messages card
 * (MYPAGE_MESSAGES_PATH: the conversations to answer; mfe-mypage's message-card.tsx scrolls to it).
 */
export function MessageBadge() {
  const signedIn = useSession((s) => s.token !== null && s.worker !== null);
  const profileCompleted = useSession((s) => s.worker?.profileCompleted !== false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Not during sign-up either (the profile step): my page is not open to the worker yet, and the link led nowhere.
  const active = signedIn && profileCompleted && pathname !== '/login' && !pathname.startsWith('/signup');
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    if (!active) return;
    return subscribeEvents((event) => {
      if (event.type === 'unread') setCount(event.data.total);
    });
  }, [active]);

  if (!active) return null;
  // Not known until the stream tells (offline it cannot): the icon alone, named メッセージ — never 「未読メッセージはありません」
  // beside a my page that lists unread threads from its offline copy.
  const n = count ?? 0;
  const label = count === null ? UI.messages : UI.unreadMessages(n);
  return (
    <Link className="shell-header__action shell-badge" to={MYPAGE_MESSAGES_PATH} onClick={(event) => askBeforeLeaving(event, () => navigate(MYPAGE_MESSAGES_PATH))} aria-label={label} data-testid="unread-badge" data-count={count ?? undefined}>
      <Icon name="comment" />
      {n > 0 ? (
        <span className="shell-badge__count" aria-hidden="true">
          {n > 99 ? '99+' : n}
        </span>
      ) : null}
    </Link>
  );
}
