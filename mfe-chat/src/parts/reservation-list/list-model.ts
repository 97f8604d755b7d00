import { dayLabel, type DayLabel, type ReservationSummary, type ReservationTab } from 'features/chat';

export interface DayGroup {
  day: DayLabel;
  items: ReservationSummary[];
}

/** Reservations (already in order) grouped by their Tokyo start day, in the same order. */
export function groupByDay(items: readonly ReservationSummary[], now: Date, holidayName: (date: string) => string | undefined): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const item of items) {
    const day = dayLabel(item.startsAt, now, holidayName);
    const last = groups[groups.length - 1];
    if (last && last.day.date === day.date) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

/**
 * The order of a tab's rows, as workerapi pages them (keyset: the sort instant, then the id): 依頼 by answer
 * deadline, 予定 soonest first, 過去 newest first. Negative when `a` comes before `b`.
 */
export function compareInTab(tab: ReservationTab, a: ReservationSummary, b: ReservationSummary): number {
  const at = (r: ReservationSummary) => Date.parse(tab === 'requests' ? r.answerDeadline : r.startsAt);
  const order = at(a) - at(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return tab === 'past' ? -order : order;
}
