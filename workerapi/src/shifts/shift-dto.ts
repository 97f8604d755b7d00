
import type { AnswerRecord, ConfirmedShiftRecord, PeriodRecord, SubmissionRecord } from './shift-records';
import { canChangeShiftAnswer, isShiftPeriodOpen, type ConfirmedShift, type ShiftAnswer, type ShiftPeriod, type ShiftSubmission } from 'features/shifts/server';

/** The API's view of a period (ShiftPeriodSchema); `isOpen` until its deadline. */
export function toPeriodDto(period: PeriodRecord, now: Date): ShiftPeriod {
  return {
    id: period.id,
    title: period.title,
    startsOn: period.startsOn,
    endsOn: period.endsOn,
    deadlineAt: period.deadlineAt.toISOString(),
    isOpen: isShiftPeriodOpen(period.deadlineAt, now),
  };
}

/** The API's view of an answer (ShiftAnswerSchema); `editable` by the rule of shared/domain. */
export function toAnswerDto(answer: AnswerRecord, deadlineAt: Date | undefined, now: Date): ShiftAnswer {
  return {
    id: answer.id,
    periodId: answer.periodId,
    date: answer.date,
    answer: answer.answer,
    note: answer.note,
    startTime: answer.startTime,
    endTime: answer.endTime,
    submittedAt: answer.submittedAt.toISOString(),
    updatedAt: answer.updatedAt.toISOString(),
    editable: deadlineAt !== undefined && canChangeShiftAnswer({ deadlineAt, date: answer.date, now }),
  };
}

export function toConfirmedDto(shift: ConfirmedShiftRecord): ConfirmedShift {
  return { ...shift };
}

export function toSubmissionDto(submission: SubmissionRecord): ShiftSubmission {
  return {
    id: submission.id,
    periodId: submission.periodId,
    submittedAt: submission.submittedAt.toISOString(),
    days: submission.days,
  };
}
