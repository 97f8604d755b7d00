import { describe, expect, it } from 'vitest';
import { MAX_PARALLEL_PRELOADS } from 'shared/domain';
import { createPrefetchQueue } from './prefetch-queue';

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (e: unknown) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}

describe('route preloads (spec §2 "At most about 4 route preloads run in parallel")', () => {
  it('runs at most MAX_PARALLEL_PRELOADS (4) at once and starts the rest as they finish', async () => {
    expect(MAX_PARALLEL_PRELOADS).toBe(4);
    const queue = createPrefetchQueue();
    const jobs = Array.from({ length: 7 }, () => deferred());
    jobs.forEach((job, i) => queue.add(`route-${i}`, () => job.promise, 'visible'));
    expect(queue.stats()).toMatchObject({ inFlight: 4, started: 4, queued: 3 });
    jobs[0]?.resolve();
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(queue.stats()).toMatchObject({ inFlight: 4, started: 5, done: 1 });
    jobs.forEach((job) => job.resolve());
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setTimeout(r, 0));
    expect(queue.stats()).toMatchObject({ inFlight: 0, started: 7, done: 7, maxInFlight: 4 });
  });

  it('preloads each route once; a failed one may be tried again', async () => {
    const queue = createPrefetchQueue(2);
    const fail = deferred();
    expect(queue.add('a', () => fail.promise, 'visible')).toBe(true);
    expect(queue.add('a', () => Promise.resolve(), 'intent')).toBe(false);
    fail.reject(new Error('offline'));
    await new Promise((r) => setTimeout(r, 0));
    expect(queue.stats().failed).toBe(1);
    expect(queue.add('a', () => Promise.resolve(), 'intent')).toBe(true);
  });

  it('what the worker points at goes before links that are merely visible', async () => {
    const queue = createPrefetchQueue(1);
    const order: string[] = [];
    const first = deferred();
    queue.add('busy', () => first.promise, 'visible');
    queue.add('seen-1', async () => { order.push('seen-1'); }, 'visible');
    queue.add('seen-2', async () => { order.push('seen-2'); }, 'visible');
    queue.add('seen-2', async () => { order.push('dup'); }, 'intent'); // pointed at: moves to the front
    queue.add('hovered', async () => { order.push('hovered'); }, 'intent');
    first.resolve();
    for (let i = 0; i < 10; i += 1) await new Promise((r) => setTimeout(r, 0));
    expect(order).toEqual(['hovered', 'seen-2', 'seen-1']);
  });
});
