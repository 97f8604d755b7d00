// A stand-in for the browser's PerformanceObserver of largest-contentful-paint entries (shared/ui afterPaint and
// what waits with it): stubbed globally, `report` delivers entries to the observer created last.
import { vi } from 'vitest';

export function fakeLargestContentfulPaint(): { report: (entries: { startTime: number }[]) => void } {
  let deliver: ((entries: { startTime: number }[]) => void) | null = null;
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    constructor(cb: (list: { getEntries: () => { startTime: number }[] }) => void) {
      deliver = (entries) => cb({ getEntries: () => entries });
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return { report: (entries) => deliver?.(entries) };
}
