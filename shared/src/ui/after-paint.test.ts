import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeLargestContentfulPaint } from '../testing/paint';
import { afterPaint } from './after-paint';

let lcp: ReturnType<typeof fakeLargestContentfulPaint>;

beforeEach(() => {
  vi.useFakeTimers();
  lcp = fakeLargestContentfulPaint();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterPaint (what a page rendered, reported on screen)', () => {
  it('runs on the first largest-contentful-paint entry since the render, not on an earlier one', () => {
    const task = vi.fn();
    afterPaint(task, { waitMs: 500 });
    lcp.report([{ startTime: performance.now() - 100 }]);
    vi.advanceTimersByTime(1);
    expect(task).not.toHaveBeenCalled();
    lcp.report([{ startTime: performance.now() }]);
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(task).toHaveBeenCalledTimes(1); // once
  });

  it('with settleMs, only once no larger paint followed for that long', () => {
    const task = vi.fn();
    afterPaint(task, { settleMs: 300, waitMs: 500 });
    lcp.report([{ startTime: performance.now() }]);
    vi.advanceTimersByTime(250);
    lcp.report([{ startTime: performance.now() }]);
    vi.advanceTimersByTime(250);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('without any entry after waitMs, and never once cancelled', () => {
    const task = vi.fn();
    afterPaint(task, { waitMs: 500 });
    vi.advanceTimersByTime(499);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2);
    expect(task).toHaveBeenCalledTimes(1);
    const other = vi.fn();
    afterPaint(other, { waitMs: 500 })();
    vi.advanceTimersByTime(1_000);
    expect(other).not.toHaveBeenCalled();
  });
});
