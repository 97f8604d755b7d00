import { describe, expect, it } from 'vitest';
import { RECONNECT_MAX_MS, reconnectDelayMs, reconnectingSession } from './reconnecting-session';
import { FakeSessionClient, fakeTimers, refused } from './fake-session';

/** `refuse`: attempts (0 = first) whose connect() fails; `failSetup`: attempts whose setup throws. */
function harness({ refuse = new Set<number>(), failSetup = new Set<number>(), retryFirst = false } = {}) {
  const clients: FakeSessionClient[] = [];
  const { timers, options, pending, fire } = fakeTimers();
  const events: string[] = [];
  const session = reconnectingSession<FakeSessionClient>({
    retryFirst,
    newClient: () => {
      const c = new FakeSessionClient(refuse.has(clients.length) ? refused() : null);
      clients.push(c);
      return c;
    },
    setup: async (c) => {
      if (failSetup.has(clients.indexOf(c))) throw new Error('setup failed');
    },
    onLost: (err) => events.push(`lost ${err?.message ?? ''}`.trim()),
    onUp: (attempts) => events.push(`up ${attempts}`),
    onRetryFailed: (_err, attempt, retryInMs) => events.push(`failed ${attempt} next ${retryInMs}`),
    ...options,
  });
  return { session, clients, timers, events, pending, fire };
}

describe('reconnectingSession: one direct PostgreSQL session that is set up again when it drops', () => {
  it('a first attempt that fails rejects, closes its client and schedules nothing (by default)', async () => {
    const h = harness({ failSetup: new Set([0]) });
    await expect(h.session.start()).rejects.toThrow('setup failed');
    expect(h.clients[0]?.ended).toBe(true);
    expect(h.pending()).toHaveLength(0);
    expect(h.session.current()).toBeNull();
  });

  it('retryFirst: the first failure resolves null and keeps trying with a growing back-off', async () => {
    const h = harness({ retryFirst: true, refuse: new Set([0, 1]) });
    expect(await h.session.start()).toBeNull();
    expect(h.events).toEqual(['failed 1 next 500']);
    await h.fire();
    await h.fire();
    expect(h.timers.map((t) => t.ms)).toEqual([500, 1000]);
    expect(h.session.current()).toBe(h.clients[2]);
    expect(h.events).toEqual(['failed 1 next 500', 'failed 2 next 1000', 'up 3']);
  });

  it('a dropped session is reported, replaced after 250 ms, 500 ms, … and its new client is current', async () => {
    const h = harness({ refuse: new Set([1]) });
    expect(await h.session.start()).toBe(h.clients[0]);
    expect(h.events).toEqual(['up 0']);
    h.clients[0]?.drop();
    expect(h.session.current()).toBeNull();
    await h.fire(); // attempt 1 refused
    await h.fire(); // attempt 2 works
    expect(h.timers.map((t) => t.ms)).toEqual([250, 500]);
    expect(h.session.current()).toBe(h.clients[2]);
    expect(h.events).toEqual(['up 0', 'lost terminating connection due to administrator command', 'failed 1 next 500', 'up 2']);
    // Once up again, the next loss starts from 250 ms.
    h.clients[2]?.drop();
    await h.fire();
    expect(h.timers.at(-1)?.ms).toBe(250);
  });

  it('close() ends the session, cancels a pending reconnect and never reconnects after', async () => {
    const h = harness();
    await h.session.start();
    h.clients[0]?.drop();
    expect(h.pending()).toHaveLength(1);
    await h.session.close();
    expect(h.pending()).toHaveLength(0);
    expect(h.clients).toHaveLength(1);
    const up = harness();
    await up.session.start();
    await up.session.close();
    expect(up.clients[0]?.ended).toBe(true);
    expect(up.pending()).toHaveLength(0);
    expect(up.events).toEqual(['up 0']); // ending it ourselves is not a loss
  });

  it('an attempt that succeeds after close() is ended at once', async () => {
    const h = harness({ retryFirst: true, refuse: new Set([0]) });
    await h.session.start();
    const t = h.pending()[0];
    await h.session.close();
    t?.run(); // a timer that fired anyway
    await new Promise((resolve) => setImmediate(resolve));
    expect(h.clients).toHaveLength(1);
    expect(h.session.current()).toBeNull();
  });

  it('the back-off doubles from 250 ms and never exceeds RECONNECT_MAX_MS', () => {
    expect([1, 2, 3, 4, 5, 6, 50].map(reconnectDelayMs)).toEqual([250, 500, 1000, 2000, 4000, RECONNECT_MAX_MS, RECONNECT_MAX_MS]);
  });
});
