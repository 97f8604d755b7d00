import type { ShiftsResponse } from 'features/shifts';
import { type SubmitShiftsResponse } from 'features/shifts';
import { compareText } from 'features/domain';

/** The page's data after a submission: the period's answers as stored now, and the new receipt first. */
export function withSubmission(data: ShiftsResponse, result: SubmitShiftsResponse): ShiftsResponse {
  const periodId = result.submission.periodId;
  return {
    ...data,
    answers: [...data.answers.filter((a) => a.periodId !== periodId), ...result.answers].sort((a, b) => compareText(a.date, b.date)),
    submissions: [result.submission, ...data.submissions.filter((s) => s.id !== result.submission.id)],
  };
}

/** The page's data after an answer was deleted. */
export function withoutAnswer(data: ShiftsResponse, id: string): ShiftsResponse {
  return { ...data, answers: data.answers.filter((a) => a.id !== id) };
}
