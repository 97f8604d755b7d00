import { Link } from 'shared/router';

import { fullDateLabel } from 'features/domain';
import { NOTICE_UI, type Notice } from 'features/mypage';

/** The operator's notices, newest first; an unread one carries a '未読' badge (words and a dot, not colour alone). */
export function NoticeList({ notices }: { notices: readonly Notice[] }) {
  if (notices.length === 0) {
    return (
      <p className="notice-empty" data-testid="notices-empty">
        {NOTICE_UI.empty}
      </p>
    );
  }
  return (
    <ul className="notice-list" aria-label={NOTICE_UI.listLabel}>
      {notices.map((notice) => (
        <li key={notice.id} className={notice.read ? 'notice-list__item' : 'notice-list__item notice-list__item--unread'} data-testid="notice-item">
          <Link className="notice-list__link" to={`/mypage/info?id=${encodeURIComponent(notice.id)}`}>
            <span className="notice-list__meta">
              {!notice.read && (
                <span className="notice-badge" data-testid="notice-unread">
                  {NOTICE_UI.unread}
                </span>
              )}
              <time dateTime={notice.publishedAt}>{fullDateLabel(notice.publishedAt)}</time>
            </span>
            <span className="notice-list__title">{notice.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
