import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent, Message } from 'shared/events';
import { sessionStore } from 'shared/store';
import type { MessagePage } from 'features/chat';
import { signedInForEachTest } from '../test-session';
import { COPY_REFRESH_DELAY_MS } from './use-copy-refresh';
import { useThread, type ThreadCalls } from './use-thread';
import { testStream } from '../test-live-events';

// The offline copy of a thread is what the service worker kept of the last GET of its messages (and of its header).
// What arrives live or is sent afterwards is in it only if the thread is read again: these tests count those reads.

vi.mock('shared/events', async (original) => (await import('../test-live-events')).withTestStream(await original()));

const at = (s: number) => new Date(Date.UTC(2026, 10, 23, 1, 0, s)).toISOString();
const customer = (n: number, text: string): Message => ({ id: `m${n}`, clientId: null, author: 'customer', text, sentAt: at(n) });
const emit = (event: LiveEvent) => act(() => testStream.listeners.forEach((l) => l(event)));
const arrives = (message: Message) => emit({ type: 'message', data: { thread: { kind: 'chat', id: 'c1' }, message } } as LiveEvent);

/** `marking`: what POST …/read answers — by default never (these tests count the reads that other changes cause). */
function fakeCalls(marking: () => Promise<{ unread: number }> = () => new Promise(() => undefined)) {
  const reads: number[] = [];
  const marks: number[] = [];
  const calls: ThreadCalls = {
    getMessages: () => {
      reads.push(Date.now());
      return Promise.resolve<MessagePage>({ messages: [customer(1, 'こんにちは')], nextCursor: null });
    },
    sendMessage: (_kind, _id, body) => Promise.resolve({ message: { id: `s-${body.clientId}`, clientId: body.clientId, author: 'worker', text: body.text, sentAt: at(30) } }),
    markThreadRead: () => {
      marks.push(Date.now());
      return marking();
    },
  };
  return { calls, reads, marks };
}

async function openThread(calls: ThreadCalls) {
  const onResync = vi.fn();
  const view = renderHook(() => useThread('chat', 'c1', { calls, onResync }));
  await act(async () => undefined); // the first page's answer
  expect(view.result.current.load.status).toBe('ready');
  return { ...view, onResync };
}

/** Lets the timers run `ms` and the promises they start settle. */
const pass = (ms: number) => act(async () => vi.advanceTimersByTime(ms));

signedInForEachTest();
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  testStream.listeners.clear();
});

describe('the thread is read again after what the worker saw changed, so the offline copy holds it', () => {
  it('live messages: read once, 2 s after the first (a burst is one read), with the header', async () => {
    const f = fakeCalls();
    const { onResync } = await openThread(f.calls);
    const afterOpening = f.reads.length;

    await arrives(customer(2, '部屋番号は301です'));
    await pass(1_000);
    await arrives(customer(3, '駐車場は裏です'));
    await pass(COPY_REFRESH_DELAY_MS - 1_001);
    expect(f.reads).toHaveLength(afterOpening);
    await pass(1);
    expect(f.reads).toHaveLength(afterOpening + 1);
    expect(onResync).toHaveBeenCalledTimes(1);
    await pass(COPY_REFRESH_DELAY_MS * 3);
    expect(f.reads).toHaveLength(afterOpening + 1);
  });

  it('a send the server confirmed, and 既読: each read again after the delay', async () => {
    const f = fakeCalls();
    const { result } = await openThread(f.calls);
    await pass(COPY_REFRESH_DELAY_MS);
    const before = f.reads.length;
    await act(async () => result.current.send('10時に伺います'));
    expect(result.current.model.confirmed.map((m) => m.text)).toContain('10時に伺います');
    await pass(COPY_REFRESH_DELAY_MS);
    expect(f.reads).toHaveLength(before + 1);
    await emit({ type: 'read', data: { thread: { kind: 'chat', id: 'c1' }, peerReadAt: at(40) } } as LiveEvent);
    await pass(COPY_REFRESH_DELAY_MS);
    expect(f.reads).toHaveLength(before + 2);
  });

  it('marked read: read again (the header’s copy said unread)', async () => {
    const f = fakeCalls(() => Promise.resolve({ unread: 0 }));
    const { onResync, result } = await openThread(f.calls);
    expect(f.marks).toHaveLength(0);
    await act(async () => result.current.seen('m1')); // the log: the customer's message is in view
    expect(f.marks).toHaveLength(1);
    expect(f.reads).toHaveLength(1);
    await pass(COPY_REFRESH_DELAY_MS);
    expect(f.reads).toHaveLength(2);
    expect(onResync).toHaveBeenCalledTimes(1);
  });

  it('another thread’s message changes nothing here', async () => {
    const f = fakeCalls();
    await openThread(f.calls);
    await pass(COPY_REFRESH_DELAY_MS);
    const before = f.reads.length;
    await emit({ type: 'message', data: { thread: { kind: 'chat', id: 'other' }, message: customer(5, '別のチャット') } } as LiveEvent);
    await pass(COPY_REFRESH_DELAY_MS * 2);
    expect(f.reads).toHaveLength(before);
  });

  it('leaving the page before the delay: read at once; the tab hidden: too', async () => {
    const f = fakeCalls();
    const view = await openThread(f.calls);
    await pass(COPY_REFRESH_DELAY_MS);
    let before = f.reads.length;
    await arrives(customer(2, '部屋番号は301です'));
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    expect(f.reads).toHaveLength(before + 1);
    hidden.mockRestore();

    before = f.reads.length;
    await arrives(customer(3, '駐車場は裏です'));
    view.unmount();
    expect(f.reads).toHaveLength(before + 1);
  });

  it('nothing is read after a sign-out, nor while the browser says it is offline', async () => {
    const f = fakeCalls();
    const view = await openThread(f.calls);
    await pass(COPY_REFRESH_DELAY_MS);
    let before = f.reads.length;
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await arrives(customer(2, '部屋番号は301です'));
    await pass(COPY_REFRESH_DELAY_MS);
    expect(f.reads).toHaveLength(before);
    onLine.mockRestore();

    before = f.reads.length;
    await arrives(customer(3, '駐車場は裏です'));
    act(() => sessionStore.getState().clearSession());
    view.unmount();
    await pass(COPY_REFRESH_DELAY_MS);
    expect(f.reads).toHaveLength(before);
  });
});
