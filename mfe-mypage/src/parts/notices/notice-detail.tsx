import { Link } from 'shared/router';

import { fullDateLabel } from 'features/domain';
import { NOTICE_UI, type Notice } from 'features/mypage';

/** One notice in full; its body keeps the operator's line breaks. */
export function NoticeDetail({ notice }: { notice: Notice }) {
  return (
    <article className="notice-detail" aria-labelledby="notice-title">
      <p className="notice-detail__date">{NOTICE_UI.published(fullDateLabel(notice.publishedAt))}</p>
      <h2 id="notice-title" className="notice-detail__title">
        {notice.title}
      </h2>
      <div className="notice-detail__body" data-testid="notice-body">
        {notice.body.split('\n').map((line, i) => (
          <p key={i}>{line}</p>
        ))}
      </div>
      <Link className="notice-detail__back" to="/mypage/info">
        {NOTICE_UI.backToList}
      </Link>
    </article>
  );
}
