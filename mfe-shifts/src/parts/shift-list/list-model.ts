import { type AnswerKey } from 'features/shifts';
import type { ShiftsResponse } from 'features/shifts';
import { monthOf, type IsoDate } from 'features/shifts';
import { compareText } from 'features/domain';

export type ShiftListItem =
  | {
      kind: 'answer';
      id: string;
      date: IsoDate;
      answer: AnswerKey;
      note: string | null;
      startTime: string | null;
      endTime: string | null;
      editable: boolean;
    }
  | { kind: 'confirmed'; id: string; date: IsoDate; startTime: string; endTime: string; place: string; description: string | null };

export interface ShiftListDay {
  date: IsoDate;
  /** Confirmed shifts first (by start time), then the submitted answer. */
  items: ShiftListItem[];
}

export interface ShiftListMonth {
  /** 'YYYY-MM' */
  month: string;
  days: ShiftListDay[];
}

export interface ShiftList {
  /** Today and later, soonest first. */
  upcoming: ShiftListMonth[];
  /** Before today, most recent first. */
  past: ShiftListMonth[];
}

function byMonth(days: readonly ShiftListDay[]): ShiftListMonth[] {
  const months: ShiftListMonth[] = [];
  for (const day of days) {
    const month = monthOf(day.date);
    const last = months[months.length - 1];
    if (last && last.month === month) last.days.push(day);
    else months.push({ month, days: [day] });
  }
  return months;
}

/** The worker's answers and confirmed shifts, upcoming first, grouped by month and day. */
export function buildShiftList(data: Pick<ShiftsResponse, 'answers' | 'confirmed'>, today: IsoDate): ShiftList {
  const byDate = new Map<IsoDate, ShiftListItem[]>();
  const add = (item: ShiftListItem) => {
    const list = byDate.get(item.date);
    if (list) list.push(item);
    else byDate.set(item.date, [item]);
  };
  [...data.confirmed]
    .sort((a, b) => compareText(a.startTime, b.startTime))
    .forEach((c) => add({ kind: 'confirmed', ...c }));
  data.answers.forEach((a) =>
    add({ kind: 'answer', id: a.id, date: a.date, answer: a.answer, note: a.note, startTime: a.startTime, endTime: a.endTime, editable: a.editable }),
  );
  const days = [...byDate.entries()].map(([date, items]) => ({ date, items })).sort((a, b) => compareText(a.date, b.date));
  return {
    upcoming: byMonth(days.filter((d) => d.date >= today)),
    past: byMonth(days.filter((d) => d.date < today).reverse()),
  };
}
