import { describe, expect, it } from 'vitest';
import type { Message } from 'shared/events';
import { EMPTY_THREAD, isReadByPeer, threadReducer, type ThreadAction, type ThreadModel } from './thread-model';

const msg = (id: string, sentAt: string, over: Partial<Message> = {}): Message => ({ id, clientId: null, author: 'customer', text: id, sentAt, ...over });
const run = (actions: ThreadAction[], start: ThreadModel = EMPTY_THREAD) => actions.reduce(threadReducer, start);

describe('the optimistic thread store', () => {
  it('shows a sent message at once as sending, then once when the server confirms it', () => {
    const sending = run([{ type: 'send', clientId: 'c1', text: 'こんにちは', at: '2026-11-23T01:00:00.000Z' }]);
    expect(sending.pending).toEqual([expect.objectContaining({ clientId: 'c1', status: 'sending' })]);
    const done = threadReducer(sending, { type: 'confirmed', message: msg('m1', '2026-11-23T01:00:00.100Z', { clientId: 'c1', author: 'worker', text: 'こんにちは' }) });
    expect(done.pending).toEqual([]);
    expect(done.confirmed.map((m) => m.id)).toEqual(['m1']);
  });

  it('keeps one copy when the same message arrives from the POST answer, the stream and a refetch', () => {
    const m = msg('m1', '2026-11-23T01:00:00.000Z', { clientId: 'c1', author: 'worker' });
    const state = run([
      { type: 'send', clientId: 'c1', text: 'm1', at: '2026-11-23T01:00:00.000Z' },
      { type: 'confirmed', message: m },
      { type: 'confirmed', message: m },
      { type: 'loaded', messages: [m], olderCursor: null, peerReadAt: null },
    ]);
    expect(state.confirmed).toHaveLength(1);
    expect(state.pending).toHaveLength(0);
  });

  it('settles a pending message when the stream delivers it before the POST answers', () => {
    const state = run([
      { type: 'send', clientId: 'c1', text: 'x', at: '2026-11-23T01:00:00.000Z' },
      { type: 'confirmed', message: msg('m1', '2026-11-23T01:00:00.000Z', { clientId: 'c1', author: 'worker' }) },
    ]);
    expect(state.pending).toEqual([]);
    // A double click sends the same client id: still one pending entry.
    expect(run([{ type: 'send', clientId: 'c2', text: 'y', at: 'a' }, { type: 'send', clientId: 'c2', text: 'y', at: 'a' }]).pending).toHaveLength(1);
  });

  it('marks a failed send with its reason, then resends or removes it', () => {
    const failed = run([
      { type: 'send', clientId: 'c1', text: 'x', at: 'a' },
      { type: 'failed', clientId: 'c1', error: '1分ほど待ってから再送してください' },
    ]);
    expect(failed.pending[0]).toMatchObject({ status: 'failed', error: '1分ほど待ってから再送してください' });
    expect(threadReducer(failed, { type: 'retry', clientId: 'c1' }).pending[0]).toMatchObject({ status: 'sending', error: null });
    expect(threadReducer(failed, { type: 'remove', clientId: 'c1' }).pending).toEqual([]);
  });

  it('brings back the messages kept from before a reload as failed, once each, except those the server has', () => {
    const kept = [
      { clientId: 'c1', text: 'x', createdAt: '2026-11-23T01:00:00.000Z' },
      { clientId: 'c2', text: 'y', createdAt: '2026-11-23T01:01:00.000Z' },
    ];
    const state = run([
      { type: 'loaded', messages: [msg('m2', '2026-11-23T01:01:01.000Z', { clientId: 'c2', author: 'worker', text: 'y' })], olderCursor: null, peerReadAt: null },
      { type: 'restore', messages: kept, error: '送信できませんでした。再送を押してください。' },
      { type: 'restore', messages: kept, error: '送信できませんでした。再送を押してください。' },
    ]);
    expect(state.pending).toEqual([{ clientId: 'c1', text: 'x', createdAt: '2026-11-23T01:00:00.000Z', status: 'failed', error: '送信できませんでした。再送を押してください。', resendWhenOnline: false }]);
  });

  it('keeps messages in time order when an older page arrives', () => {
    const state = run([
      { type: 'loaded', messages: [msg('m3', '2026-11-23T03:00:00.000Z')], olderCursor: 'm3', peerReadAt: null },
      { type: 'older', messages: [msg('m1', '2026-11-23T01:00:00.000Z'), msg('m2', '2026-11-23T02:00:00.000Z')], olderCursor: null },
    ]);
    expect(state.confirmed.map((m) => m.id)).toEqual(['m1', 'm2', 'm3']);
    expect(state.olderCursor).toBeNull();
  });

  it('shows 既読 on my messages sent up to when the other side read', () => {
    const mine = msg('m1', '2026-11-23T01:00:00.000Z', { author: 'worker' });
    expect(isReadByPeer(mine, null)).toBe(false);
    expect(isReadByPeer(mine, '2026-11-23T01:00:00.000Z')).toBe(true);
    expect(isReadByPeer(mine, '2026-11-23T00:59:59.000Z')).toBe(false);
    expect(isReadByPeer(msg('m2', '2026-11-23T01:00:00.000Z'), '2026-11-23T02:00:00.000Z')).toBe(false);
    // The read watermark never goes back.
    expect(run([{ type: 'read', peerReadAt: 'b' }, { type: 'read', peerReadAt: 'a' }]).peerReadAt).toBe('b');
  });
});
