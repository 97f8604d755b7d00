import type { AnswerKey } from 'features/shifts';
import type { ShiftAnswer } from 'features/shifts';
import { type ShiftAnswerInput, type ShiftDraftAnswer, type IsoDate } from 'features/shifts';

/** One day's answer as the worker edits it (the note and times as typed; '' = empty). */
export type DayAnswer = ShiftDraftAnswer;
/** The answers of a period by date. */
export type DayAnswers = Readonly<Record<IsoDate, DayAnswer>>;
/** The worker's unsent edits: per date the answer set, or null for an answer taken back. */
export type DayChanges = Readonly<Record<IsoDate, DayAnswer | null>>;

export function plainAnswer(answer: AnswerKey): DayAnswer {
  return { answer, note: '', startTime: '', endTime: '' };
}

/** A day's answer changed to `answer`: the note and time range are kept for △ only. */
export function withAnswer(current: DayAnswer | undefined, answer: AnswerKey): DayAnswer {
  if (answer !== 'sankaku') return plainAnswer(answer);
  return { ...(current ?? plainAnswer(answer)), answer };
}

export function sameAnswer(a: DayAnswer | undefined | null, b: DayAnswer | undefined | null): boolean {
  if (!a || !b) return !a && !b;
  return a.answer === b.answer && a.note === b.note && a.startTime === b.startTime && a.endTime === b.endTime;
}

/** The stored answers of one period, as editable day answers. */
export function answersOfPeriod(answers: readonly ShiftAnswer[], periodId: string): DayAnswers {
  const out: Record<IsoDate, DayAnswer> = {};
  for (const a of answers) {
    if (a.periodId !== periodId) continue;
    out[a.date] = { answer: a.answer, note: a.note ?? '', startTime: a.startTime ?? '', endTime: a.endTime ?? '' };
  }
  return out;
}

/** The answers the worker sees: the stored ones with the unsent edits applied. */
export function applyChanges(base: DayAnswers, changes: DayChanges): DayAnswers {
  const out: Record<IsoDate, DayAnswer> = { ...base };
  for (const [date, change] of Object.entries(changes)) {
    if (change === null) delete out[date];
    else out[date] = change;
  }
  return out;
}

/** Records `value` for `date`; an edit that brings a day back to what is stored is no longer an edit. */
export function setChanges(base: DayAnswers, changes: DayChanges, updates: Readonly<Record<IsoDate, DayAnswer | null>>): DayChanges {
  const out: Record<IsoDate, DayAnswer | null> = { ...changes };
  for (const [date, value] of Object.entries(updates)) {
    if (sameAnswer(base[date] ?? null, value)) delete out[date];
    else out[date] = value;
  }
  return out;
}

/** The wire form of a day's answer: the note and time range travel with △ only; '' becomes null. */
export function toAnswerInput(date: IsoDate, day: DayAnswer): ShiftAnswerInput {
  if (day.answer !== 'sankaku') return { date, answer: day.answer, note: null, startTime: null, endTime: null };
  const note = day.note.trim();
  return {
    date,
    answer: day.answer,
    note: note === '' ? null : note,
    startTime: day.startTime === '' ? null : day.startTime,
    endTime: day.endTime === '' ? null : day.endTime,
  };
}
