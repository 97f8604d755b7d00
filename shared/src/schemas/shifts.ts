import { z } from 'zod/mini';
import type { AnswerKey } from 'shared/domain';

// Shifts (spec §7 "GET/POST /workerapi/shifts", "DELETE /workerapi/shifts/{id}"): a submission period set by
// the operator, the worker's answer per day (○ maru, △ sankaku, × batsu — spec §3), shifts the operator
// confirmed, and the receipt of each submission. Dates are calendar dates 'YYYY-MM-DD' in Asia/Tokyo,
// times 'HH:MM', instants ISO 8601. This file holds what GET /workerapi/shifts answers (read by mfe-mypage's
// dashboard and mfe-shifts); the submission's request, drafts and answers live in ./shift-submit.

/** Spec §3 "Answer symbols: maru ○, sankaku △, batsu ×." — the keys, as sent over the wire. */
export const ShiftAnswerKeySchema = z.enum(['maru', 'sankaku', 'batsu'] as const satisfies readonly AnswerKey[]);

export const IsoDateSchema = z.iso.date();
/** 'HH:MM' (24 h, minutes precision). */
export const ShiftTimeSchema = z.iso.time({ precision: -1 });
/** An instant, ISO 8601 with an offset. */
export const InstantSchema = z.iso.datetime({ offset: true });

/** A submission period set by the operator; `isOpen` until `deadlineAt`. */
export const ShiftPeriodSchema = z.object({
  id: z.string(),
  title: z.string(),
  startsOn: IsoDateSchema,
  endsOn: IsoDateSchema,
  deadlineAt: InstantSchema,
  isOpen: z.boolean(),
});
export type ShiftPeriod = z.infer<typeof ShiftPeriodSchema>;

/** A submitted answer; `editable` while its period is open and its day has not passed (Asia/Tokyo). */
export const ShiftAnswerSchema = z.object({
  id: z.string(),
  periodId: z.string(),
  date: IsoDateSchema,
  answer: ShiftAnswerKeySchema,
  note: z.nullable(z.string()),
  startTime: z.nullable(ShiftTimeSchema),
  endTime: z.nullable(ShiftTimeSchema),
  submittedAt: InstantSchema,
  updatedAt: InstantSchema,
  editable: z.boolean(),
});
export type ShiftAnswer = z.infer<typeof ShiftAnswerSchema>;

/** A shift the operator confirmed for the worker (read-only for the worker). */
export const ConfirmedShiftSchema = z.object({
  id: z.string(),
  date: IsoDateSchema,
  startTime: ShiftTimeSchema,
  endTime: ShiftTimeSchema,
  place: z.string(),
  description: z.nullable(z.string()),
});
export type ConfirmedShift = z.infer<typeof ConfirmedShiftSchema>;

/** The receipt of one submission: when, and how many days it carried. */
export const ShiftSubmissionSchema = z.object({
  id: z.string(),
  periodId: z.string(),
  submittedAt: InstantSchema,
  days: z.int().check(z.gte(0)),
});
export type ShiftSubmission = z.infer<typeof ShiftSubmissionSchema>;

/** GET /workerapi/shifts: the caller's own shifts, recent and upcoming; `today` is the server's Tokyo date. */
export const ShiftsResponseSchema = z.object({
  today: IsoDateSchema,
  periods: z.array(ShiftPeriodSchema),
  answers: z.array(ShiftAnswerSchema),
  confirmed: z.array(ConfirmedShiftSchema),
  submissions: z.array(ShiftSubmissionSchema),
});
export type ShiftsResponse = z.infer<typeof ShiftsResponseSchema>;
