import { dayLabel, type DayLabel, type ReservationSummary } from 'features/chat';

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
