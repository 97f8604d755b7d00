// A reservation request's answer deadline as a worker reads it, the same in the reservation list, on the
// reservation and on my page's 返答待ちの依頼 card: the time left ('あと3時間'), red when it is close.

const HOUR_MS = 60 * 60 * 1000;

/** A request's answer deadline closer than this is shown in red (the list, the reservation and my page alike). */
export const DEADLINE_URGENT_MS = 3 * HOUR_MS;

export const TIME_LEFT_UI = {
  minutes: (m: number): string => `あと${m}分`,
  hours: (h: number): string => `あと${h}時間`,
  days: (d: number): string => `あと${d}日`,
} as const;

const toTime = (t: Date | string): number => (typeof t === 'string' ? new Date(t) : t).getTime();

/** The time left to answer: 'あと45分', 'あと3時間', 'あと2日'; rounded down; null once the deadline passed. */
export function timeLeftLabel(deadline: Date | string, now: Date): string | null {
  const left = toTime(deadline) - now.getTime();
  if (left <= 0) return null;
  const minutes = Math.floor(left / 60_000);
  if (minutes < 60) return TIME_LEFT_UI.minutes(Math.max(1, minutes));
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return TIME_LEFT_UI.hours(hours);
  return TIME_LEFT_UI.days(Math.floor(hours / 24));
}

/** True while a deadline is still ahead but less than DEADLINE_URGENT_MS away: it is shown urgent. */
export function isDeadlineUrgent(deadline: Date | string, now: Date): boolean {
  const left = toTime(deadline) - now.getTime();
  return left > 0 && left < DEADLINE_URGENT_MS;
}
