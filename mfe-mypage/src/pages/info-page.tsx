import { useEffect, useRef } from 'react';
import { UI } from 'shared/messages';
import { Link, useSearchParams } from 'shared/router';

import { Alert, Card, focusPageTitle, LoadError, PageTitle, Spinner, useResource } from 'shared/ui';
import { NoticeDetail } from '../parts/notices/notice-detail';
import { NoticeList } from '../parts/notices/notice-list';
import './mypage-pages.css';
import { getNotice, getNotices, NOTICE_UI } from 'features/mypage';
import { markRead, readMarksSettled } from '../parts/notices/read-marks';

function NoticesIndex() {
  const { state, reload } = useResource('notices', (signal) =>
    readMarksSettled()
      .then(() => getNotices({ signal }))
      .then(({ notices }) => notices),
    undefined,
    // A notice sent while the phone was asleep shows when the worker comes back to the tab.
    { refreshOnReturn: true },
  );

  if (state.status === 'loading') return <Spinner label={UI.loading} />;
  if (state.status === 'error') return <LoadError title={NOTICE_UI.listLoadError} error={state.error} onRetry={reload} />;
  return <NoticeList notices={state.value} />;
}

function NoticeView({ id }: { id: string }) {
  const { state, reload } = useResource(id, (signal) =>
    getNotice(id, { signal }).then(({ notice }) => {
      // Opening it is reading it: the unread marker clears (a failure only leaves it unread).
      if (!notice.read) markRead(notice.id);
      return notice;
    }),
  );

  if (state.status === 'loading') return <Spinner label={UI.loading} />;
  if (state.status === 'error' && state.error.status === 404) {
    return (
      <Alert tone="info" action={<Link to="/mypage/info">{NOTICE_UI.backToList}</Link>}>
        {NOTICE_UI.notFound}
      </Alert>
    );
  }
  if (state.status === 'error') return <LoadError title={NOTICE_UI.loadError} error={state.error} onRetry={reload} />;
  return <NoticeDetail notice={state.value} />;
}

/** /mypage/info: the operator's notices (お知らせ), newest first; `?id=` opens one (and marks it read). */
export function InfoPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  // Opening a notice and going back to the list change only the query, so the shell does not move the focus as it
  // does for another page: the link that had it is gone, and it fell to <body>. It goes to the page's heading.
  const page = useRef<HTMLDivElement>(null);
  const shownId = useRef(id);
  useEffect(() => {
    if (shownId.current === id) return;
    shownId.current = id;
    focusPageTitle(page.current);
  }, [id]);
  return (
    <div className="mypage-page" ref={page}>
      <PageTitle>{NOTICE_UI.title}</PageTitle>
      <Card>{id ? <NoticeView key={id} id={id} /> : <NoticesIndex />}</Card>
      <p className="mypage-page__back">
        <Link to="/mypage">{UI.backToMypage}</Link>
      </p>
    </div>
  );
}
