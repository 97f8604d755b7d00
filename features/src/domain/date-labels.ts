// Dates as a worker reads them, in Japanese and in Asia/Tokyo ('6月2日(月)', '2025年6月', '5月31日(土) 23:59'):
// the one implementation for every slice (shift pages, the dashboard's next shift …). Pure, and without Intl: a
// page's first Intl formatter loads the locale's ICU data, 20–50 ms of main thread on a phone before anything is
// shown (docs/performance-log.md "Intl off the first render"); these labels need only the fixed UTC+9 offset.
import { TOKYO_OFFSET_MS } from './tokyo-date';

/** Day-of-week labels, index 0 = Sunday (as Date#getDay / weekdayOf). */
export const WEEKDAY_LABELS = ['日', '月', '火', '水', '木', '金', '土'] as const;
/** The same, written out (for screen readers: `<th abbr>`). */
export const WEEKDAY_FULL_LABELS = ['日曜日', '月曜日', '火曜日', '水曜日', '木曜日', '金曜日', '土曜日'] as const;

function weekdayLabel(utc: Date): string {
  return WEEKDAY_LABELS[utc.getUTCDay()] ?? '';
}

/** A calendar date 'YYYY-MM-DD' as a worker reads it: '6月2日(月)'. */
export function dateLabel(date: string): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const utc = new Date(Date.UTC(y, m - 1, d));
  return `${m}月${d}日(${weekdayLabel(utc)})`;
}

/** A month 'YYYY-MM' (or a date in it): '2025年6月'. */
export function monthLabel(month: string): string {
  const [y = 0, m = 1] = month.split('-').map(Number);
  return `${y}年${m}月`;
}

/** The instant's wall clock in Asia/Tokyo, read with the UTC getters. */
function tokyoClock(instant: string | Date): Date {
  return new Date((typeof instant === 'string' ? Date.parse(instant) : instant.getTime()) + TOKYO_OFFSET_MS);
}

/** An instant's day in Asia/Tokyo: '5月31日(土)'. */
export function instantDateLabel(instant: string | Date): string {
  const tokyo = tokyoClock(instant);
  return `${tokyo.getUTCMonth() + 1}月${tokyo.getUTCDate()}日(${weekdayLabel(tokyo)})`;
}

/** An instant's time of day in Asia/Tokyo, 24-hour: '23:59', '09:05'. */
export function instantTimeLabel(instant: string | Date): string {
  const tokyo = tokyoClock(instant);
  return `${String(tokyo.getUTCHours()).padStart(2, '0')}:${String(tokyo.getUTCMinutes()).padStart(2, '0')}`;
}

/**
 * When something that began at `startsAt` ends, as read beside its start (Asia/Tokyo): '12:00' on the same day,
 * '翌01:30' on the next day (an end at midnight is '翌00:00'), '11月25日 01:00' two or more days later.
 */
export function instantEndTimeLabel(startsAt: string | Date, endsAt: string | Date): string {
  const day = (instant: string | Date): number => Math.floor(tokyoClock(instant).getTime() / (24 * 60 * 60 * 1000));
  const days = day(endsAt) - day(startsAt);
  const time = instantTimeLabel(endsAt);
  if (days === 1) return `翌${time}`;
  if (days <= 0) return time;
  const end = tokyoClock(endsAt);
  return `${end.getUTCMonth() + 1}月${end.getUTCDate()}日 ${time}`;
}

/** An instant in Asia/Tokyo: '5月31日(土) 23:59'. */
export function instantLabel(instant: string | Date): string {
  return `${instantDateLabel(instant)} ${instantTimeLabel(instant)}`;
}

/** An instant's day in Asia/Tokyo with the year, as on a notice: '2025年5月1日'. */
export function fullDateLabel(instant: string | Date): string {
  const tokyo = tokyoClock(instant);
  return `${tokyo.getUTCFullYear()}年${tokyo.getUTCMonth() + 1}月${tokyo.getUTCDate()}日`;
}
