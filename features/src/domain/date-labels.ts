// Dates as a worker reads them, in Japanese and in Asia/Tokyo ('6月2日(月)', '2025年6月', '5月31日(土) 23:59'):
// the one implementation for every slice (shift pages, the dashboard's next shift …). Pure.
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

/** An instant in Asia/Tokyo: '5月31日(土) 23:59'. */
export function instantLabel(instant: string | Date): string {
  const tokyo = new Date((typeof instant === 'string' ? Date.parse(instant) : instant.getTime()) + TOKYO_OFFSET_MS);
  const hh = String(tokyo.getUTCHours()).padStart(2, '0');
  const mm = String(tokyo.getUTCMinutes()).padStart(2, '0');
  return `${tokyo.getUTCMonth() + 1}月${tokyo.getUTCDate()}日(${weekdayLabel(tokyo)}) ${hh}:${mm}`;
}
