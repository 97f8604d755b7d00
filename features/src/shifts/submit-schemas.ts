// Submitting shifts (POST /workerapi/shifts, DELETE /workerapi/shifts/{id}) and the local drafts of
// /mypage/shift-submit. Bundled by mfe-shifts through features/shifts; workerapi validates the same.
import type { z } from 'zod/mini';
import { zx, InstantSchema, IsoDateSchema, ShiftTimeSchema } from 'shared/schemas';
import { ShiftAnswerKeySchema, ShiftAnswerSchema, ShiftSubmissionSchema } from './schemas';
import { SHIFT_NOTE_MAX_LENGTH } from './rules';
import { SHIFT_FIELD_MESSAGES, SHIFTS_UI } from './messages';

const NoteSchema = zx.string().check(zx.trim(), zx.maxLength(SHIFT_NOTE_MAX_LENGTH));

/** Field labels for `jaErrorMap(SHIFT_FIELD_LABELS)` (a path `answers.3.note` is named by `note`). */
export const SHIFT_FIELD_LABELS = {
  periodId: SHIFTS_UI.periodLabel,
  answers: SHIFTS_UI.answerChoices,
  date: '日付',
  answer: SHIFTS_UI.answerChoices,
  note: 'メモ',
  startTime: SHIFTS_UI.startTimeLabel,
  endTime: SHIFTS_UI.endTimeLabel,
  basedOn: '提出の元になった回答',
} as const;

interface TimeRange {
  startTime?: string | null | undefined;
  endTime?: string | null | undefined;
}

/** A time range is given whole (both ends) or not at all, and ends after it starts. */
const timeRangeCheck = zx.superRefine<TimeRange>((value, ctx) => {
  const start = value.startTime ?? null;
  const end = value.endTime ?? null;
  if ((start === null) !== (end === null)) {
    ctx.addIssue({ code: 'custom', message: SHIFT_FIELD_MESSAGES.timeRangeIncomplete, path: [start === null ? 'startTime' : 'endTime'], input: value });
  } else if (start !== null && end !== null && end <= start) {
    ctx.addIssue({ code: 'custom', message: SHIFT_FIELD_MESSAGES.timeRangeOrder, path: ['endTime'], input: value });
  }
});

/** One day's answer as the worker sends it. The note and the time range belong mostly to △ (optional). */
export const ShiftAnswerInputSchema = zx
  .object({
    date: IsoDateSchema,
    answer: ShiftAnswerKeySchema,
    note: zx.optional(zx.nullable(NoteSchema)),
    startTime: zx.optional(zx.nullable(ShiftTimeSchema)),
    endTime: zx.optional(zx.nullable(ShiftTimeSchema)),
  })
  .check(timeRangeCheck);
export type ShiftAnswerInput = z.infer<typeof ShiftAnswerInputSchema>;

/** Most days one submission can carry (a period is at most about a month). */
export const MAX_ANSWERS_PER_SUBMISSION = 62;

/**
 * POST /workerapi/shifts: the worker's answers for one period, each date once. It states the period's
 * remaining days whole: each listed date's answer is set, and an answer of that period still editable
 * (today or later) that is not listed is removed. Days already passed are never touched. With `basedOn`
 * (shiftAnswersVersion of the answers shown), a period whose answers changed since is refused (409).
 */
export const SubmitShiftsRequestSchema = zx
  .object({
    periodId: zx.uuid(),
    answers: zx.array(ShiftAnswerInputSchema).check(zx.minLength(1), zx.maxLength(MAX_ANSWERS_PER_SUBMISSION)),
    /** shiftAnswersVersion of the period's answers the worker edited from; without it the list is taken as it is. */
    basedOn: zx.optional(zx.string().check(zx.maxLength(40))),
  })
  .check(
    zx.superRefine((value, ctx) => {
      const seen = new Set<string>();
      value.answers.forEach((a, i) => {
        if (seen.has(a.date)) {
          ctx.addIssue({ code: 'custom', message: SHIFT_FIELD_MESSAGES.duplicateDate, path: ['answers', i, 'date'], input: a.date });
        }
        seen.add(a.date);
      });
    }),
  );
export type SubmitShiftsRequest = z.infer<typeof SubmitShiftsRequestSchema>;

/** POST /workerapi/shifts → 201: the receipt and every answer of the period as stored now. */
export const SubmitShiftsResponseSchema = zx.object({
  submission: ShiftSubmissionSchema,
  answers: zx.array(ShiftAnswerSchema),
});
export type SubmitShiftsResponse = z.infer<typeof SubmitShiftsResponseSchema>;

/** DELETE /workerapi/shifts/{id} → 200. */
export const DeleteShiftResponseSchema = zx.object({ deleted: zx.object({ id: zx.string() }) });
export type DeleteShiftResponse = z.infer<typeof DeleteShiftResponseSchema>;

/**
 * A day of the browser's draft (localStorage): what the worker typed, as typed — the note and times may be
 * incomplete until submitted, so they are plain strings here ('' = empty).
 */
export const ShiftDraftAnswerSchema = zx.object({
  answer: ShiftAnswerKeySchema,
  note: zx.string().check(zx.maxLength(SHIFT_NOTE_MAX_LENGTH)),
  startTime: zx.string(),
  endTime: zx.string(),
});
export type ShiftDraftAnswer = z.infer<typeof ShiftDraftAnswerSchema>;

/**
 * The unsent changes of one period, kept per worker and period until a submission succeeds: per date the
 * answer the worker set, or null for an answer the worker took back. Days not listed are as submitted.
 */
export const ShiftDraftSchema = zx.object({
  version: zx.literal(1),
  workerId: zx.string(),
  periodId: zx.string(),
  savedAt: InstantSchema,
  changes: zx.record(IsoDateSchema, zx.nullable(ShiftDraftAnswerSchema)),
});
export type ShiftDraft = z.infer<typeof ShiftDraftSchema>;
