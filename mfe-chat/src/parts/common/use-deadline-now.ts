import { useEffect, useState } from 'react';

const TICK_MS = 30_000;
/** setTimeout's longest delay; a deadline further away is met by the 30 s tick. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * The time the reservation pages read their rules at (time left, which buttons): re-read every 30 s, when the tab is
 * shown again (a phone woken after minutes, whose timers were held back) and at the nearest of `deadlines` itself —
 * so a request whose answer deadline passes while the worker reads it stops offering 承諾する at that moment, not up
 * to 30 s later with 「あと1分」 still shown.
 */
export function useDeadlineNow(deadlines: readonly string[]): Date {
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    const update = () => setNow(new Date());
    const onVisibility = () => {
      if (document.visibilityState === 'visible') update();
    };
    const timer = setInterval(update, TICK_MS);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  const nowMs = now.getTime();
  let next: number | null = null;
  for (const d of deadlines) {
    const at = new Date(d).getTime();
    if (at > nowMs && (next === null || at < next)) next = at;
  }
  useEffect(() => {
    if (next === null) return;
    const delay = next - Date.now();
    if (delay > MAX_DELAY_MS) return;
    const timer = setTimeout(() => setNow(new Date()), Math.max(0, delay) + 1);
    return () => clearTimeout(timer);
  }, [next]);

  return now;
}
