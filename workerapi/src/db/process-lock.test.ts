import { describe, expect, it } from 'vitest';
import { captureLog } from '../http/capture-log';
import { reconnectDelayMs } from './pg-listen';
import { holdProcessLock, randomLockKey, type LockClient } from './process-lock';
import { FakeSessionClient, fakeTimers, refused } from './fake-session';

/** A pg.Client stand-in: the test decides whether connect() works, whether the key is free, and drops it at will. */
class FakeClient extends FakeSessionClient implements LockClient {
  queries: string[] = [];
  constructor(
    refuse: Error | null,
    private readonly keyFree: boolean,
  ) {
    super(refuse);
  }
  query(text: string): Promise<{ rows: Record<string, unknown>[] }> {
    this.queries.push(text);
    return Promise.resolve({ rows: [{ locked: this.keyFree }] });
  }
}

/** Clients handed out in order; `refuse`: attempts (0 = first) whose connect() fails; `busy`: attempts whose key is held. */
function harness({ refuse = new Set<number>(), busy = new Set<number>() } = {}) {
  const clients: FakeClient[] = [];
  const { timers, options, fire } = fakeTimers();
  const lost: string[] = [];
  const log = captureLog();
  const lock = holdProcessLock({
    key: '4242',
    newClient: () => {
      const n = clients.length;
      const c = new FakeClient(refuse.has(n) ? refused() : null, !busy.has(n));
      clients.push(c);
      return c;
    },
    onLost: (key) => lost.push(key),
    logger: log.logger,
    ...options,
  });
  return { lock, clients, timers, lost, log, fire };
}

describe('process lock (PostgreSQL session-level advisory lock per process)', () => {
  it('takes the lock on its own session at once; current() is the key while it is held', async () => {
    const h = harness();
    expect(await h.lock.ready).toBe(true);
    expect(h.clients).toHaveLength(1);
    expect(h.clients[0]?.queries).toEqual(['select pg_try_advisory_lock(4242::bigint) as locked']);
    expect(h.lock.key).toBe('4242');
    expect(h.lock.current()).toBe('4242');
    await h.lock.close();
    expect(h.clients[0]?.ended).toBe(true);
    expect(h.lock.current()).toBeNull();
    expect(h.timers).toEqual([]); // closing on purpose is not a lost lock
    expect(h.lost).toEqual([]);
  });

  it('a dropped session: current() is null at once, onLost is told, and the lock is taken again with a bounded back-off', async () => {
    // After the drop: attempt 1 refused (PostgreSQL restarting), attempt 2 finds the key still held (the old session
    // not reaped yet), attempt 3 takes it.
    const h = harness({ refuse: new Set([1]), busy: new Set([2]) });
    await h.lock.ready;
    h.clients[0]?.drop();
    expect(h.lock.current()).toBeNull();
    expect(h.lost).toEqual(['4242']);
    expect(h.timers.map((t) => t.ms)).toEqual([reconnectDelayMs(1)]);
    await h.fire(); // refused
    expect(h.lock.current()).toBeNull();
    await h.fire(); // key busy
    expect(h.clients[2]?.ended).toBe(true); // a session that did not get the key is closed
    expect(h.lock.current()).toBeNull();
    await h.fire(); // taken
    expect(h.lock.current()).toBe('4242');
    expect(h.timers.map((t) => t.ms)).toEqual([250, 500, 1000]);
    expect(h.lost).toEqual(['4242']);

    const text = h.log.text();
    expect(text).toContain('process lock lost; reconnecting');
    expect(text).toContain('process lock not taken; retrying');
    expect(text).toContain('process lock restored');
    expect(text).not.toContain('5433'); // errors go through the scrubbing serializer
    await h.lock.close();
  });

  it('a first attempt that fails never rejects: ready is false and it keeps trying', async () => {
    const h = harness({ refuse: new Set([0]) });
    expect(await h.lock.ready).toBe(false);
    expect(h.lock.current()).toBeNull();
    expect(h.lost).toEqual([]); // never held: nothing was lost
    await h.fire();
    expect(h.lock.current()).toBe('4242');
    await h.lock.close();
  });

  it('stops reconnecting once closed', async () => {
    const h = harness();
    await h.lock.ready;
    h.clients[0]?.drop();
    expect(h.timers).toHaveLength(1);
    await h.lock.close();
    expect(h.timers[0]?.cleared).toBe(true);
    expect(h.clients).toHaveLength(1);
  });

  it('keys are positive int8 values; anything else is refused before it reaches SQL', () => {
    for (let i = 0; i < 50; i += 1) {
      const key = randomLockKey();
      expect(key).toMatch(/^[0-9]+$/);
      expect(BigInt(key) >= 0n && BigInt(key) <= 0x7fff_ffff_ffff_ffffn).toBe(true);
    }
    expect(() => holdProcessLock({ key: '1; drop table workers', newClient: () => new FakeClient(null, true) })).toThrow('positive int8');
    expect(() => holdProcessLock({ key: '9223372036854775808', newClient: () => new FakeClient(null, true) })).toThrow('positive int8');
  });
});
