import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { MemoryRouter, Route, Routes } from 'shared/router';
import type { Inquiry } from 'features/chat';
import { signedInForEachTest } from '../parts/test-session';
import { InquiryPage } from './inquiry-page';

// Plain stubs (not vi.fn): vitest reports a vi.fn's rejected promise as unhandled even when the page catches it.
const api = vi.hoisted(() => ({ current: null as unknown, resolve: (): Promise<unknown> => new Promise(() => undefined) }));
vi.mock('features/chat', async (importOriginal) => ({
  ...(await importOriginal<typeof import('features/chat')>()),
  getInquiry: () => Promise.resolve({ inquiry: api.current }),
  resolveInquiry: () => api.resolve(),
  getMessages: () => Promise.resolve({ messages: [], nextCursor: null }),
  markThreadRead: () => Promise.resolve({ unread: 0 }),
}));
vi.mock('shared/events', async (importOriginal) => ({
  ...(await importOriginal<typeof import('shared/events')>()),
  subscribeEvents: () => () => undefined,
  subscribeStreamStatus: () => () => undefined,
  getStreamStatus: () => 'open',
}));

const ID = '44444444-4444-4444-8444-444444444444';
const inquiry = (over: Partial<Inquiry> = {}): Inquiry => ({
  id: ID,
  category: 'other',
  subject: '報酬の振込日について',
  status: 'open',
  reservationId: null,
  createdAt: '2026-11-20T01:00:00Z',
  lastMessageAt: '2026-11-20T01:00:00Z',
  unread: 0,
  peerReadAt: null,
  ...over,
});

async function open(value: Inquiry) {
  api.current = value;
  render(
    <MemoryRouter initialEntries={[`/mypage/chat/inquiry/${ID}`]}>
      <Routes>
        <Route path="/mypage/chat/inquiry/:id" element={<InquiryPage />} />
      </Routes>
    </MemoryRouter>,
  );
  await screen.findByTestId('message-input');
}

signedInForEachTest();
beforeEach(() => {
  api.resolve = () => new Promise(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('InquiryPage, a long subject', () => {
  it('is cut to two lines, read whole by screen readers, and 件名をすべて表示 unfolds it', async () => {
    const user = userEvent.setup();
    // jsdom lays nothing out: the heading says its text is taller than its box (the 100-character subject at 320 px).
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'H1' ? 302 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'H1' ? 67 : 0;
    });
    const subject = 'シフトの報酬について'.repeat(10);
    await open(inquiry({ subject }));
    const heading = screen.getByRole('heading', { level: 1, name: subject });
    expect(heading).toHaveClass('inq-title--clamped');
    const more = screen.getByRole('button', { name: '件名をすべて表示' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAttribute('aria-controls', heading.id);
    await user.click(more);
    expect(heading).not.toHaveClass('inq-title--clamped');
    expect(screen.getByRole('button', { name: '件名を折りたたむ' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('a subject that fits has no button', async () => {
    await open(inquiry());
    expect(screen.getByRole('heading', { level: 1, name: '報酬の振込日について' })).toBeInTheDocument();
    expect(screen.queryByTestId('inquiry-subject-toggle')).toBeNull();
  });
});

describe('InquiryPage, 解決した', () => {
  it('resolved: the focus moves to the note that says so (not to the page body), as the button goes', async () => {
    const user = userEvent.setup();
    api.resolve = () => Promise.resolve({ inquiry: inquiry({ status: 'resolved' }) });
    await open(inquiry());
    await user.click(screen.getByRole('button', { name: '解決した' }));
    const note = await screen.findByTestId('inquiry-resolved-note');
    expect(screen.queryByRole('button', { name: '解決した' })).toBeNull();
    expect(note).toHaveFocus();
    expect(note).toHaveTextContent('このお問い合わせは解決済みです。');
  });

  it('a tap offline: 「ネットワークエラー…」 goes once the phone is back online, and the button is there again', async () => {
    const user = userEvent.setup();
    api.resolve = () => Promise.reject(new ApiError({ status: null, key: 'NETWORK_ERROR' }));
    await open(inquiry());
    await user.click(screen.getByRole('button', { name: '解決した' }));
    expect(await screen.findByText('ネットワークエラーが発生しました。接続を確認してください。')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText('ネットワークエラーが発生しました。接続を確認してください。')).toBeNull();
    expect(screen.getByRole('button', { name: '解決した' })).toBeEnabled();
  });
});
