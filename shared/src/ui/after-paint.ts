// Waiting for what a page rendered to be on screen: the browser reports a largest-contentful-paint entry once a
// frame is presented — later than a frame or idle callback, so a request started from one of those is still one
// before the content. The shell's background work waits with it (shell/src/layout/first-page.ts), and so does a
// part of a page that loads after the page's content (mfe-salary's calculator).

export interface AfterPaintOptions {
  /** performance.now() of the render whose paint counts (default: now); earlier entries do not. */
  since?: number;
  /** Counted as painted only once no new entry came for this long (what an answer brings can paint in more frames). */
  settleMs?: number;
  /** Without the entry type (Safari), or when nothing larger than what was on screen is painted (no entry): after this. */
  waitMs: number;
}

/** Runs `task` once the page's paint since `since` has been reported (see AfterPaintOptions). Returns the cancel. */
export function afterPaint(task: () => void, { since = performance.now(), settleMs = 0, waitMs }: AfterPaintOptions): () => void {
  let observer: PerformanceObserver | null = null;
  const cancel = () => {
    window.clearTimeout(timer);
    observer?.disconnect();
  };
  const done = () => {
    cancel();
    task();
  };
  let timer = window.setTimeout(done, waitMs);
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => entry.startTime >= since)) return;
      window.clearTimeout(timer);
      timer = window.setTimeout(done, settleMs);
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  }
  return cancel;
}
