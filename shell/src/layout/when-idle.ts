/**
 * Runs `task` in an idle moment of the main thread, `timeout` ms at the latest (requestIdleCallback); where the
 * browser has no idle callbacks (Safari), after `fallbackMs`.
 */
export function whenIdle(task: () => void, { timeout, fallbackMs }: { timeout: number; fallbackMs: number }): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => task(), { timeout });
  else window.setTimeout(task, fallbackMs);
}
