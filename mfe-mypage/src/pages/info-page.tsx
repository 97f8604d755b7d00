import { useCallback, useEffect, useState } from 'react';
import { isApiError } from 'shared/api';
import { ERROR_MESSAGES, UI } from 'shared/messages';
import { Link, useSearchParams } from 'shared/router';

import { Alert, Button, Card, PageTitle, Spinner, useReloadWhenOnline } from 'shared/ui';
import { NoticeDetail } from '../parts/notices/notice-detail';
import { NoticeList } from '../parts/notices/notice-list';
import './mypage-pages.css';
import { getNotice, getNotices, NOTICE_UI, type Notice } from 'features/mypage';
import { markRead, readMarksSettled } from '../parts/notices/read-marks';

type Load<T> = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; data: T };

const messageOf = (error: unknown): string => (error instanceof Error && error.message ? error.message : ERROR_MESSAGES.DEFAULT);

function NoticesIndex() {
  const [load, setLoad] = useState<Load<Notice[]>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setLoad({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  useReloadWhenOnline(load.state === 'error', retry);
  useEffect(() => {
    const controller = new AbortController();
    readMarksSettled().then(() => getNotices({ signal: controller.signal })).then(
      ({ notices }) => setLoad({ state: 'ready', data: notices }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ state: 'error', message: messageOf(error) });
      },
    );
    return () => controller.abort();
  }, [attempt]);

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

function NoticeView({ id }: { id: string }) {
  const [load, setLoad] = useState<Load<Notice> | { state: 'missing' }>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setLoad({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  useReloadWhenOnline(load.state === 'error', retry);
  useEffect(() => {
    const controller = new AbortController();
    getNotice(id, { signal: controller.signal }).then(
      ({ notice }) => {
        setLoad({ state: 'ready', data: notice });
        // Opening it is reading it: the unread marker clears (a failure only leaves it unread).
        if (!notice.read) markRead(notice.id);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad(isApiError(error) && error.status === 404 ? { state: 'missing' } : { state: 'error', message: messageOf(error) });
      },
    );
    return () => controller.abort();
  }, [id, attempt]);

  if (load.state === 'loading') return <Spinner label={UI.loading} />;
  if (load.state === 'missing') {
    return (
      <Alert tone="info" action={<Link to="/mypage/info">{NOTICE_UI.backToList}</Link>}>
        {NOTICE_UI.notFound}
      </Alert>
    );
  }
  if (load.state === 'error') {
    return (
      <Alert tone="error" action={<Button variant="secondary" onClick={retry}>{UI.retry}</Button>}>
        {load.message}
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
