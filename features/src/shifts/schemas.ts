import type { z } from 'zod/mini';
import { zx, InstantSchema, IsoDateSchema, ShiftTimeSchema } from 'shared/schemas';
import type { AnswerKey } from './answer-symbols';

// Shifts (spec §7 "GET/POST /workerapi/shifts", "DELETE /workerapi/shifts/{id}"): a submission period set by
// the operator, the worker's answer per day (○ maru, △ sankaku, × batsu — spec §3), shifts the operator
// confirmed, and the receipt of each submission. Dates are calendar dates 'YYYY-MM-DD' in Asia/Tokyo,
// times 'HH:MM', instants ISO 8601. This file holds what GET /workerapi/shifts answers (mfe-shifts; the dashboard
// reads its own narrow view, features/mypage next-shift); the submission's request and drafts live in ./submit-schemas.

/** Spec §3 "Answer symbols: maru ○, sankaku △, batsu ×." — the keys, as sent over the wire. */
export const ShiftAnswerKeySchema = zx.enum(['maru', 'sankaku', 'batsu'] as const satisfies readonly AnswerKey[]);

/** A submission period set by the operator; `isOpen` until `deadlineAt`. */
export const ShiftPeriodSchema = zx.object({
  id: zx.string(),
  title: zx.string(),
  startsOn: IsoDateSchema,
  endsOn: IsoDateSchema,
  deadlineAt: InstantSchema,
  isOpen: zx.boolean(),
});
export type ShiftPeriod = z.infer<typeof ShiftPeriodSchema>;

/** A submitted answer; `editable` while its period is open and its day has not passed (Asia/Tokyo). */
export const ShiftAnswerSchema = zx.object({
  id: zx.string(),
  periodId: zx.string(),
  date: IsoDateSchema,
  answer: ShiftAnswerKeySchema,
  note: zx.nullable(zx.string()),
  startTime: zx.nullable(ShiftTimeSchema),
  endTime: zx.nullable(ShiftTimeSchema),
  submittedAt: InstantSchema,
  updatedAt: InstantSchema,
  editable: zx.boolean(),
});
export type ShiftAnswer = z.infer<typeof ShiftAnswerSchema>;

/** A shift the operator confirmed for the worker (read-only for the worker). */
export const ConfirmedShiftSchema = zx.object({
  id: zx.string(),
  date: IsoDateSchema,
  startTime: ShiftTimeSchema,
  endTime: ShiftTimeSchema,
  place: zx.string(),
  description: zx.nullable(zx.string()),
});
export type ConfirmedShift = z.infer<typeof ConfirmedShiftSchema>;

/** The receipt of one submission: when, and how many days it carried. */
export const ShiftSubmissionSchema = zx.object({
  id: zx.string(),
  periodId: zx.string(),
  submittedAt: InstantSchema,
  days: zx.int().check(zx.gte(0)),
});
export type ShiftSubmission = z.infer<typeof ShiftSubmissionSchema>;

/** GET /workerapi/shifts: the caller's own shifts, recent and upcoming; `today` is the server's Tokyo date. */
export const ShiftsResponseSchema = zx.object({
  today: IsoDateSchema,
  periods: zx.array(ShiftPeriodSchema),
  answers: zx.array(ShiftAnswerSchema),
  confirmed: zx.array(ConfirmedShiftSchema),
  submissions: zx.array(ShiftSubmissionSchema),
});
export type ShiftsResponse = z.infer<typeof ShiftsResponseSchema>;
