import { isApiError } from 'shared/api';
import { UI } from 'shared/messages';
import { Link, useSearchParams } from 'shared/router';

import { Alert, Button, Card, PageTitle, Spinner } from 'shared/ui';
import { NoticeDetail } from '../parts/notices/notice-detail';
import { NoticeList } from '../parts/notices/notice-list';
import './mypage-pages.css';
import { getNotice, getNotices, NOTICE_UI, type Notice } from 'features/mypage';
import { markRead, readMarksSettled } from '../parts/notices/read-marks';
import { usePageLoad } from '../parts/common/use-page-load';

function NoticesIndex() {
  const { load, retry } = usePageLoad('notices', (signal) =>
    readMarksSettled()
      .then(() => getNotices({ signal }))
      .then(({ notices }) => notices),
  );

  if (load.state === 'loading') return <Spinner label={UI.loading} />;
  if (load.state === 'error') {
    return (
      <Alert tone="error" action={<Button variant="secondary" onClick={retry}>{UI.retry}</Button>}>
        {load.message}
      </Alert>
    );
  }
  return <NoticeList notices={load.data} />;
}

/** A notice, or null when it is gone (404). */
function loadNotice(id: string, signal: AbortSignal): Promise<Notice | null> {
  return getNotice(id, { signal }).then(
    ({ notice }) => {
      // Opening it is reading it: the unread marker clears (a failure only leaves it unread).
      if (!notice.read) markRead(notice.id);
      return notice;
    },
    (error: unknown) => {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    },
  );
}

function NoticeView({ id }: { id: string }) {
  const { load, retry } = usePageLoad(id, (signal) => loadNotice(id, signal));

  if (load.state === 'loading') return <Spinner label={UI.loading} />;
  if (load.state === 'error') {
    return (
      <Alert tone="error" action={<Button variant="secondary" onClick={retry}>{UI.retry}</Button>}>
        {load.message}
      </Alert>
    );
  }
  if (load.data === null) {
    return (
      <Alert tone="info" action={<Link to="/mypage/info">{NOTICE_UI.backToList}</Link>}>
        {NOTICE_UI.notFound}
      </Alert>
    );
  }
  return <NoticeDetail notice={load.data} />;
}

/** /mypage/info: the operator's notices (お知らせ), newest first; `?id=` opens one (and marks it read). */
export function InfoPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return (
    <div className="mypage-page">
      <PageTitle>{NOTICE_UI.title}</PageTitle>
      <Card>{id ? <NoticeView key={id} id={id} /> : <NoticesIndex />}</Card>
      <p className="mypage-page__back">
        <Link to="/mypage">{UI.backToMypage}</Link>
      </p>
    </div>
  );
}
