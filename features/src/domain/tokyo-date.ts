// Calendar dates in Asia/Tokyo, for every slice and workerapi (shifts, the dashboard, later salary and chats).
// Pure: no imports, no DOM, no Node.
//
// The operator and the workers are in Japan, so "today", a period's days and a deadline are read in
// Asia/Tokyo whatever the device's or the server's time zone. Japan has kept UTC+9 without daylight saving
// since 1951, so a fixed offset is exact and needs no time-zone database.

/** The time zone every date and deadline is read in. */
export const TOKYO_TIME_ZONE = 'Asia/Tokyo';
/** Asia/Tokyo's offset from UTC, in ms (UTC+9, no daylight saving). */
export const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date 'YYYY-MM-DD' (no time, no zone). */
export type IsoDate = string;

function parts(date: IsoDate): { y: number; m: number; d: number } {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  return { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) };
}

/** True for a real calendar date written 'YYYY-MM-DD' ('2025-02-30' is false). */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return false;
  const { y, m, d } = parts(value);
  const utc = new Date(Date.UTC(y, m - 1, d));
  return utc.getUTCFullYear() === y && utc.getUTCMonth() === m - 1 && utc.getUTCDate() === d;
}

function fromUtcMs(ms: number): IsoDate {
  return new Date(ms).toISOString().slice(0, 10);
}

function utcMs(date: IsoDate): number {
  const { y, m, d } = parts(date);
  return Date.UTC(y, m - 1, d);
}

/** The calendar date in Asia/Tokyo at `instant` ("today" for a worker in Japan). */
export function tokyoDate(instant: Date): IsoDate {
  return fromUtcMs(instant.getTime() + TOKYO_OFFSET_MS);
}

/** The time of day in Asia/Tokyo at `instant`, 'HH:MM' (24-hour clock, as shift times are written). */
export function tokyoTimeOfDay(instant: Date): string {
  return new Date(instant.getTime() + TOKYO_OFFSET_MS).toISOString().slice(11, 16);
}

/** The instant a Tokyo time of day on `date` happens (default 00:00). */
export function tokyoInstant(date: IsoDate, hours = 0, minutes = 0, seconds = 0): Date {
  return new Date(utcMs(date) - TOKYO_OFFSET_MS + ((hours * 60 + minutes) * 60 + seconds) * 1000);
}

/** `date` moved by `days` (negative goes back). */
export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtcMs(utcMs(date) + days * DAY_MS);
}

/** Every date from `start` to `end`, both included (empty when end < start). */
export function datesBetween(start: IsoDate, end: IsoDate): IsoDate[] {
  const out: IsoDate[] = [];
  for (let ms = utcMs(start), last = utcMs(end); ms <= last; ms += DAY_MS) out.push(fromUtcMs(ms));
  return out;
}

/** Day of the week, 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: IsoDate): number {
  return new Date(utcMs(date)).getUTCDay();
}

/** 'YYYY-MM' of a date. */
export function monthOf(date: IsoDate): string {
  return date.slice(0, 7);
}

/** The first day of the month of `date`, moved by `months` months. */
export function firstOfMonth(date: IsoDate, months = 0): IsoDate {
  const { y, m } = parts(date);
  return fromUtcMs(Date.UTC(y, m - 1 + months, 1));
}

/** The last day of the month of `date`. */
export function lastOfMonth(date: IsoDate): IsoDate {
  return addDays(firstOfMonth(date, 1), -1);
}
