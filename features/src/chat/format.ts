import { instantDateLabel, instantEndTimeLabel, instantLabel as dayAndTimeLabel, instantTimeLabel, WEEKDAY_FULL_LABELS } from '../domain/date-labels';
import { addDays, tokyoDate, weekdayOf } from '../domain/tokyo-date';
import { RESERVATION_UI } from './strings';

// Dates and times of reservations as a worker in Japan reads them (Asia/Tokyo, UTC+9, no daylight saving),
// whatever the device's time zone, through features/domain's one date implementation. Holidays come from the caller
// (mfe-chat loads @holiday-jp/holiday_jp).

const toDate = (t: Date | string): Date => (typeof t === 'string' ? new Date(t) : t);

/** The Tokyo calendar date of an instant, 'YYYY-MM-DD'. */
export function tokyoDateOf(t: Date | string): string {
  return tokyoDate(toDate(t));
}

/** The Tokyo clock time of an instant, 'HH:MM'. */
export function tokyoTimeOf(t: Date | string): string {
  return instantTimeLabel(t);
}

/**
 * '10:00〜12:00'; an end on the next Tokyo day says so, '23:30〜翌01:30' (an end at midnight is '翌00:00'), and one
 * two or more days later names its date, '23:00〜11月25日 01:00'. Every reservation time range goes through here.
 */
export function timeRangeLabel(startsAt: Date | string, endsAt: Date | string): string {
  return RESERVATION_UI.timeRange(tokyoTimeOf(startsAt), instantEndTimeLabel(startsAt, endsAt));
}

export type DayKind = 'weekday' | 'saturday' | 'sunday' | 'holiday';

export interface DayLabel {
  /** 'YYYY-MM-DD' in Tokyo. */
  date: string;
  /** '今日' / '明日' or null. */
  relative: string | null;
  /** '11月23日(月)'. */
  text: string;
  /** For screen readers: '11月23日 月曜日'. */
  spoken: string;
  kind: DayKind;
  /** The public holiday's name ('勤労感謝の日') or null — shown as text, never by colour alone. */
  holidayName: string | null;
}

/** '2025年' when the instant's Tokyo year is not this one (`now`'s), else '': October of last year is not this October. */
function otherYear(t: Date | string, now: Date): string {
  const year = tokyoDateOf(t).slice(0, 4);
  return year === tokyoDateOf(now).slice(0, 4) ? '' : `${year}年`;
}

/**
 * How a reservation's day reads: 今日 / 明日, the date with its weekday ('2025年10月1日(水)' in another year than
 * now's), Saturday / Sunday / holiday.
 */
export function dayLabel(t: Date | string, now: Date, holidayName: (date: string) => string | undefined = () => undefined): DayLabel {
  const date = tokyoDateOf(t);
  const weekday = weekdayOf(date);
  const today = tokyoDateOf(now);
  const holiday = holidayName(date) ?? null;
  const kind: DayKind = holiday ? 'holiday' : weekday === 0 ? 'sunday' : weekday === 6 ? 'saturday' : 'weekday';
  const [, month, day] = date.split('-').map(Number);
  const year = otherYear(t, now);
  return {
    date,
    relative: date === today ? RESERVATION_UI.today : date === addDays(today, 1) ? RESERVATION_UI.tomorrow : null,
    text: `${year}${instantDateLabel(t)}`,
    spoken: `${year}${month}月${day}日 ${WEEKDAY_FULL_LABELS[weekday] ?? ''}`,
    kind,
    holidayName: holiday,
  };
}

/** '11月23日(月) 10:00〜12:00' ('2027年3月1日(月) 10:00〜12:00' in another year than now's) — e.g. a reservation to choose. */
export function whenLabel(startsAt: Date | string, endsAt: Date | string, now: Date = new Date()): string {
  return `${otherYear(startsAt, now)}${instantDateLabel(startsAt)} ${timeRangeLabel(startsAt, endsAt)}`;
}

/** '2026年11月23日(月) 10:05' — an instant in the history. */
export function instantLabel(t: Date | string): string {
  return `${tokyoDateOf(t).slice(0, 4)}年${dayAndTimeLabel(t)}`;
}

/** The time left to answer ('あと3時間'): features/domain's, the same on my page's 返答待ちの依頼 card. */
export { timeLeftLabel } from '../domain/time-left';

/**
 * A name's initials for an avatar. A Japanese name shows its first character, the family name's, as Japanese apps
 * do ('佐藤 美咲' → '佐'; two characters from two names read as a word that is not there); a Latin name its two
 * initials ('Anna Lee' → 'AL'); one word its first letter.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = (w: string): string => Array.from(w)[0] ?? '';
  const head = first(words[0] ?? '');
  if (words.length === 1 || !/^[A-Za-z]$/.test(head)) return head.toUpperCase();
  return `${head}${first(words[1] ?? '')}`.toUpperCase();
}

/** '12月14日 10:00〜17:00 渋谷店' — a 確定 shift a reservation overlaps; several joined with 「、」. */
export function shiftOverlapsLabel(shifts: readonly { date: string; startTime: string; endTime: string; place: string }[]): string {
  return shifts
    .map((s) => {
      const [, month, day] = s.date.split('-').map(Number);
      return `${month}月${day}日 ${RESERVATION_UI.timeRange(s.startTime, s.endTime)} ${s.place}`;
    })
    .join('、');
}
