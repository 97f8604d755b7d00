import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent, Message } from 'shared/events';
import type { MessagePage } from 'features/chat';
import { signedInForEachTest } from '../test-session';
import { useThread, type ThreadCalls } from './use-thread';
import { testStream } from '../test-live-events';

// POST …/read marks everything the other side wrote so far as read, and the header's badge counts what is not. It is
// sent once the newest of their messages has been in view (the log reports it: message-list.test.tsx), not when it
// arrives: a message that came while the worker read further up stays counted until they scroll to it.

vi.mock('shared/events', async (original) => (await import('../test-live-events')).withTestStream(await original()));

const customer = (n: number, text: string): Message => ({ id: `m${n}`, clientId: null, author: 'customer', text, sentAt: new Date(Date.UTC(2026, 10, 23, 1, 0, n)).toISOString() });
const arrives = (message: Message) => act(() => testStream.listeners.forEach((l) => l({ type: 'message', data: { thread: { kind: 'chat', id: 'c1' }, message } } as LiveEvent)));

signedInForEachTest();
afterEach(() => {
  testStream.listeners.clear();
  vi.restoreAllMocks();
});

describe('marking a thread read', () => {
  it('waits until the newest of the other side’s messages has been in view; one arriving later waits for its own', async () => {
    let marks = 0;
    const calls: ThreadCalls = {
      getMessages: () => Promise.resolve<MessagePage>({ messages: [customer(1, 'こんにちは')], nextCursor: null }),
      sendMessage: () => new Promise(() => undefined),
      markThreadRead: () => {
        marks += 1;
        return Promise.resolve({ unread: 0 });
      },
    };
    const { result } = renderHook(() => useThread('chat', 'c1', { calls }));
    await act(async () => undefined);
    expect(marks).toBe(0);
    await act(async () => result.current.seen('m1'));
    expect(marks).toBe(1);

    await arrives(customer(2, '部屋番号は301です'));
    expect(marks).toBe(1);
    // What the worker saw before it changes nothing.
    await act(async () => result.current.seen('m1'));
    expect(marks).toBe(1);
    await act(async () => result.current.seen('m2'));
    expect(marks).toBe(2);
  });

  it('not while the tab is hidden: when it is shown again', async () => {
    let marks = 0;
    const calls: ThreadCalls = {
      getMessages: () => Promise.resolve<MessagePage>({ messages: [customer(1, 'こんにちは')], nextCursor: null }),
      sendMessage: () => new Promise(() => undefined),
      markThreadRead: () => {
        marks += 1;
        return Promise.resolve({ unread: 0 });
      },
    };
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const { result } = renderHook(() => useThread('chat', 'c1', { calls }));
    await act(async () => undefined);
    await act(async () => result.current.seen('m1'));
    expect(marks).toBe(0);
    visibility.mockReturnValue('visible');
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    expect(marks).toBe(1);
  });
});
