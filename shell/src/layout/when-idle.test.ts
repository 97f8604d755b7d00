import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('hands the task to requestIdleCallback with the timeout', () => {
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    const task = vi.fn();
    whenIdle(task, { timeout: 2_000, fallbackMs: 50 });
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 2_000 });
    expect(task).not.toHaveBeenCalled();
    (idle.mock.calls[0]?.[0] as () => void)();
    expect(task).toHaveBeenCalledOnce();
  });

  it('without idle callbacks (Safari) runs the task after fallbackMs', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task, { timeout: 2_000, fallbackMs: 200 });
    vi.advanceTimersByTime(199);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });
});
