import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs`: time left, 今日 / 明日, a deadline passing while the page is open. */
export function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
