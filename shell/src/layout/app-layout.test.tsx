import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Link, MemoryRouter, Navigate, Route, Routes } from 'shared/router';
import { PageTitle } from 'shared/ui';
import { ErrorScreen } from '../errors/error-screen';
import { AppLayout } from './app-layout';
import { markFirstPageShown } from './first-page';

// The service worker's start (and through it the federation host) is not this test's.
vi.mock('../pwa/start-pwa', () => ({ acceptUpdate: () => undefined }));

/** A lazy page: a loading state first, its heading a moment later (like a remote page's own GET). */
function SlowPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const id = window.setTimeout(() => setReady(true), 30);
    return () => window.clearTimeout(id);
  }, []);
  return ready ? <PageTitle>給与明細</PageTitle> : <p>読み込み中…</p>;
}

/** The error screen after a loading state (as when a remote's page throws a 404 once its GET answered). */
function SlowMissing() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const id = window.setTimeout(() => setReady(true), 30);
    return () => window.clearTimeout(id);
  }, []);
  return ready ? <ErrorScreen error={{ status: 404 }} /> : <p>読み込み中…</p>;
}

function FirstPage() {
  useEffect(() => markFirstPageShown(), []);
  return (
    <>
      <PageTitle>マイページ</PageTitle>
      <Link to="/shifts">シフト一覧へ</Link>
      <Link to="/salary">給与明細へ</Link>
      <Link to="/nowhere">古いリンク</Link>
      <Link to="/gone">消えた予約</Link>
    </>
  );
}

function renderApp() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <AppLayout>
        <Routes>
          <Route path="/" element={<Navigate to="/mypage" replace />} />
          <Route path="/mypage" element={<FirstPage />} />
          <Route path="/shifts" element={<><PageTitle>シフト一覧</PageTitle><Link to="/mypage">戻る</Link></>} />
          <Route path="/salary" element={<SlowPage />} />
          <Route path="/gone" element={<SlowMissing />} />
          <Route path="*" element={<ErrorScreen error={{ status: 404 }} />} />
        </Routes>
      </AppLayout>
    </MemoryRouter>,
  );
}

describe('AppLayout: the focus after a navigation', () => {
  it('stays put on the first load (and its redirect); moves to the new page’s h1 after a link, also when the h1 comes after a loading state', async () => {
    const user = userEvent.setup();
    renderApp();
    expect(screen.getByRole('heading', { level: 1, name: 'マイページ' })).not.toHaveFocus();
    expect(document.body).toHaveFocus();

    await user.click(screen.getByRole('link', { name: 'シフト一覧へ' }));
    expect(screen.getByRole('heading', { level: 1, name: 'シフト一覧' })).toHaveFocus();

    await user.click(screen.getByRole('link', { name: '戻る' }));
    expect(screen.getByRole('heading', { level: 1, name: 'マイページ' })).toHaveFocus();

    await user.click(screen.getByRole('link', { name: '給与明細へ' }));
    expect(await screen.findByRole('heading', { level: 1, name: '給与明細' })).toHaveFocus();
  });

  it('a link to a page that does not exist: the focus goes to the error screen’s h1', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole('link', { name: '古いリンク' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toHaveFocus();
  });

  it('an error screen shown after a loading state takes the focus too', async () => {
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole('link', { name: '消えた予約' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toHaveFocus();
  });
});
