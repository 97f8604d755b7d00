import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { ERROR_MESSAGES } from 'shared/messages';
import type { Message } from 'shared/events';
import { sessionStore } from 'shared/store';
import type { MessagePage } from 'features/chat';
import { ThreadView } from './thread-view';
import { useThread, type ThreadCalls } from './use-thread';
import { unsentKey } from './drafts';
import { signedInForEachTest } from '../test-session';
import { MessageList } from './message-list';
import type { ThreadModel } from './thread-model';

// The stream is not under test: no live events (drafts and sign-out clearing are the real shared/events); its status
// is what a test sets before rendering.
const stream = vi.hoisted(() => ({ status: 'open' as string }));
vi.mock('shared/events', async (importOriginal) => ({
  ...(await importOriginal<typeof import('shared/events')>()),
  subscribeEvents: () => () => undefined,
  subscribeStreamStatus: () => () => undefined,
  getStreamStatus: () => stream.status,
}));

const TEXT = '大事な連絡：明日は10分遅れます';
const KEY = unsentKey('w1', 'chat', 'c1');

type Answer = { ok: true; message: Message } | { ok: false; error: ApiError };
/** Plain stubs (a vi.fn() whose promise rejects is reported as unhandled): each send takes the next answer. */
function fakeCalls(answers: Answer[], server: Message[] = []) {
  const sent: { clientId: string; text: string }[] = [];
  const calls: ThreadCalls = {
    getMessages: () => Promise.resolve<MessagePage>({ messages: server, nextCursor: null }),
    sendMessage: (_kind, _id, body) => {
      sent.push(body);
      const answer = answers.shift() ?? { ok: false, error: new ApiError({ status: 503, key: 'SERVER_ERROR' }) };
      return answer.ok ? Promise.resolve({ message: { ...answer.message, clientId: body.clientId, text: body.text } }) : Promise.reject(answer.error);
    },
    markThreadRead: () => Promise.resolve({ unread: 0 }),
  };
  return { calls, sent };
}

function Thread({ calls }: { calls: ThreadCalls }) {
  const thread = useThread('chat', 'c1', { calls });
  return <ThreadView kind="chat" id="c1" thread={thread} peerName="佐藤 美咲 様" readOnlyNote={null} />;
}

const stored = (clientId: string, text: string): Message => ({ id: `m-${clientId}`, clientId, author: 'worker', text, sentAt: new Date().toISOString() });
// As workerapi answers a 5xx: with its error body, whose message is the generic 「…ページを更新し…」.
const serverError = () => ({
  ok: false as const,
  error: new ApiError({ status: 500, key: 'SERVER_ERROR', code: 'SERVER_ERROR', message: ERROR_MESSAGES.SERVER_ERROR }),
});
const offline = () => ({ ok: false as const, error: new ApiError({ status: null, key: 'NETWORK_ERROR' }) });

async function open(calls: ThreadCalls) {
  const view = await act(async () => render(<Thread calls={calls} />));
  await screen.findByTestId('message-input');
  return view;
}

/** The alert of a send that failed just now (a visually hidden region beside the log), once it says something. */
async function failureAlert() {
  const alert = screen.getByTestId('message-failure-announcer');
  await waitFor(() => expect(alert).not.toBeEmptyDOMElement());
  return alert;
}
/** The alerts on the page that say something. */
const alerts = () => screen.queryAllByRole('alert').filter((el) => el.textContent !== '');

async function sendText(text: string) {
  fireEvent.change(screen.getByTestId('message-input'), { target: { value: text } });
  await act(async () => fireEvent.click(screen.getByTestId('message-send')));
}

signedInForEachTest();
beforeEach(() => {
  stream.status = 'open';
});

describe('a message the server did not confirm', () => {
  it('failed with a 503: says to press 再送 (not to reload), and is there again after a reload until 削除', async () => {
    const first = fakeCalls([serverError()]);
    const page = await open(first.calls);
    await sendText(TEXT);

    const failed = await failureAlert();
    expect(failed).toHaveAttribute('role', 'alert');
    expect(failed).toHaveTextContent('送信できませんでした。再送を押してください。');
    expect(failed).not.toHaveTextContent('ページを更新');
    page.unmount(); // the reload (or leaving the page and coming back)

    await open(fakeCalls([]).calls);
    const bubble = screen.getByText(TEXT).closest('[data-testid="message"]');
    expect(bubble).toHaveAttribute('data-pending', 'failed');
    expect(within(bubble as HTMLElement).getByTestId('message-failed')).toHaveTextContent('送信できませんでした。再送を押してください。');
    // Brought back from storage: shown with 再送 and 削除, not alerted (it did not fail just now).
    expect(alerts()).toEqual([]);
    expect(within(bubble as HTMLElement).getByRole('button', { name: '再送' })).toBeInTheDocument();
    await act(async () => fireEvent.click(within(bubble as HTMLElement).getByRole('button', { name: '削除' })));
    expect(screen.queryByText(TEXT)).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('kept after a reload, 再送 sends it with the same client id; confirmed, it is no longer kept', async () => {
    const first = fakeCalls([serverError()]);
    const page = await open(first.calls);
    await sendText(TEXT);
    await failureAlert();
    page.unmount();

    const second = fakeCalls([{ ok: true, message: stored('x', '') }]);
    const again = await open(second.calls);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '再送' })));
    expect(second.sent).toEqual([{ clientId: first.sent[0]?.clientId, text: TEXT }]);
    expect(screen.getByText(TEXT).closest('[data-testid="message"]')).not.toHaveAttribute('data-pending');
    expect(localStorage.getItem(KEY)).toBeNull();
    again.unmount();
  });

  it('one the server did store before the reload (its answer lost) is shown once, from the server', async () => {
    const first = fakeCalls([offline()]);
    const page = await open(first.calls);
    await sendText(TEXT);
    await failureAlert();
    page.unmount();

    const clientId = first.sent[0]?.clientId ?? '';
    await open(fakeCalls([], [stored(clientId, TEXT)]).calls);
    expect(screen.getAllByText(TEXT)).toHaveLength(1);
    expect(screen.queryByTestId('message-failed')).toBeNull();
    expect(alerts()).toEqual([]);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('is forgotten at sign-out, like the drafts', async () => {
    const page = await open(fakeCalls([serverError()]).calls);
    await sendText(TEXT);
    await failureAlert();
    page.unmount();
    expect(localStorage.getItem(KEY)).toContain(TEXT);
    sessionStore.getState().clearSession();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('failed offline: says so, and goes again by itself (same client id) when the phone is back online', async () => {
    const f = fakeCalls([offline(), { ok: true, message: stored('x', '') }]);
    await open(f.calls);
    await sendText(TEXT);
    expect(await failureAlert()).toHaveTextContent('接続が戻ると自動で再送します');

    await act(async () => window.dispatchEvent(new Event('online')));
    expect(f.sent).toHaveLength(2);
    expect(f.sent[1]?.clientId).toBe(f.sent[0]?.clientId);
    expect(screen.queryByTestId('message-failed')).toBeNull();
    expect(alerts()).toEqual([]);
    expect(screen.getByText(TEXT).closest('[data-testid="message"]')).not.toHaveAttribute('data-pending');
  });

  it('a 503 is not resent when the phone comes online (only 再送 does)', async () => {
    const f = fakeCalls([serverError()]);
    await open(f.calls);
    await sendText(TEXT);
    await failureAlert();
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(f.sent).toHaveLength(1);
  });

  it('keeps the server’s own reason (429: wait a minute)', async () => {
    const reason = '短時間に送信できるメッセージの数を超えました。1分ほど待ってから再送してください';
    await open(fakeCalls([{ ok: false, error: new ApiError({ status: 429, key: 'DEFAULT', code: 'MESSAGE_RATE_LIMITED', message: reason }) }]).calls);
    await sendText(TEXT);
    expect(await failureAlert()).toHaveTextContent(`送信できませんでした：${reason}`);
  });
});

describe('what a screen reader is told', () => {
  it('restored failed messages are not alerted after a reload; 再送 that fails again is alerted', async () => {
    const first = fakeCalls([serverError(), serverError()]);
    const page = await open(first.calls);
    await sendText('一');
    await failureAlert();
    await sendText('二');
    await waitFor(() => expect(screen.getAllByTestId('message-failed')).toHaveLength(2));
    page.unmount();

    const second = fakeCalls([serverError()]);
    await open(second.calls);
    expect(screen.getAllByTestId('message-failed')).toHaveLength(2);
    expect(screen.getByTestId('message-failure-announcer')).toBeEmptyDOMElement();
    expect(alerts()).toEqual([]);
    const bubble = screen.getByText('二').closest('[data-testid="message"]') as HTMLElement;
    await act(async () => fireEvent.click(within(bubble).getByRole('button', { name: '再送' })));
    expect(await failureAlert()).toHaveTextContent('送信できませんでした。再送を押してください。');
    expect(alerts()).toHaveLength(1);
  });

  it('the log is not a live region; the page’s first messages are not announced', async () => {
    const server: Message[] = [1, 2, 3].map((n) => ({ id: `s${n}`, clientId: null, author: 'customer', text: `こんにちは${n}`, sentAt: new Date(Date.now() - (10 - n) * 60_000).toISOString() }));
    await open(fakeCalls([], server).calls);
    expect(screen.getAllByTestId('message')).toHaveLength(3);
    const log = screen.getByTestId('message-log');
    expect(log.getAttribute('aria-live') ?? (log.getAttribute('role') === 'log' ? 'polite' : 'off')).toBe('off');
    expect(screen.getByTestId('message-announcer')).toBeEmptyDOMElement();
  });
});

describe('the log order', () => {
  it('a failed message stays where it was written, above what was sent after it; one being sent is last', () => {
    const at = (min: number) => `2026-11-23T01:${String(min).padStart(2, '0')}:00.000Z`;
    const model: ThreadModel = {
      confirmed: [
        { id: 'm1', clientId: null, author: 'customer', text: '一', sentAt: at(0) },
        { id: 'm2', clientId: 'c2', author: 'worker', text: '三', sentAt: at(2) },
      ],
      pending: [
        { clientId: 'c3', text: '四', createdAt: at(3), status: 'sending', error: null, resendWhenOnline: false },
        { clientId: 'c1', text: '二', createdAt: at(1), status: 'failed', error: '送信できませんでした。再送を押してください。', resendWhenOnline: false },
      ],
      peerReadAt: null,
      olderCursor: null,
    };
    render(<MessageList model={model} peerName="佐藤 美咲 様" now={new Date(at(5))} onResend={() => undefined} onRemove={() => undefined} onLoadOlder={() => undefined} olderLoading={false} olderError={null} />);
    expect(screen.getAllByTestId('message').map((m) => m.textContent?.match(/[一二三四]/)?.[0])).toEqual(['一', '二', '三', '四']);
  });
});

describe('ThreadView, the reconnect note', () => {
  it('offline, the thread does not claim to be reconnecting (the shell\'s 「オフライン」 says it); online again, it does', async () => {
    stream.status = 'reconnecting';
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await open(fakeCalls([]).calls);
      expect(screen.queryByText('接続が切れました。再接続しています…')).toBeNull();
      onLine.mockReturnValue(true);
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      expect(screen.getByTestId('stream-reconnecting')).toHaveTextContent('接続が切れました。再接続しています…');
    } finally {
      onLine.mockRestore();
    }
  });
});
