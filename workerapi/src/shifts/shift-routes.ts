import { Hono } from 'hono';
import { parse } from 'zod/v4/core';
import { requireWorker } from '../auth/auth-middleware';
import type { TokenVerifier } from '../auth/token-verifier';
import type { Db } from '../db/database';
import type { AppEnv } from '../http/app-env';
import { ApiHttpError, type FieldErrors } from '../http/errors';
import { idempotency } from '../http/idempotency';
import { validateJson } from '../http/validate';
import { toAnswerDto, toConfirmedDto, toPeriodDto, toSubmissionDto } from './shift-dto';
import {
  deleteAnswer,
  findAnswer,
  findConfirmedShift,
  findPeriod,
  listAnswersFrom,
  listConfirmedFrom,
  listPeriodsEndingFrom,
  listSubmissions,
  saveSubmission,
} from './shift-repository';
import { addDays, tokyoDate } from 'features/domain';
import { isShiftPeriodOpen, ShiftsResponseSchema, SHIFT_FIELD_MESSAGES, DeleteShiftResponseSchema, SHIFT_FIELD_LABELS, SubmitShiftsRequestSchema, SubmitShiftsResponseSchema } from 'features/shifts/server';

/** How far back GET /shifts reaches: the previous period's answers (for "copy last period") and recent history. */
export const SHIFT_HISTORY_DAYS = 92;

export interface ShiftRouteDeps {
  db: Db;
  verifier: TokenVerifier;
  /** The clock (tests move it); deadlines and "today" are read from it in Asia/Tokyo. */
  now?: () => Date;
}

/**
 * GET /shifts, POST /shifts, DELETE /shifts/:id (mounted under /workerapi). The worker always comes from the
 * token (requireWorker); every query is limited to that worker's rows. Deadlines are enforced here, whatever
 * the browser shows: after a period's deadline, and for days already passed (Asia/Tokyo), nothing changes.
 */
export function shiftRoutes({ db, verifier, now = () => new Date() }: ShiftRouteDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/shifts', requireWorker(verifier, db), async (c) => {
    const worker = c.get('worker');
    const at = now();
    const today = tokyoDate(at);
    const from = addDays(today, -SHIFT_HISTORY_DAYS);
    const [periods, answers, confirmed] = await Promise.all([
      listPeriodsEndingFrom(db, from),
      listAnswersFrom(db, worker.id, from),
      listConfirmedFrom(db, worker.id, from),
    ]);
    const deadlines = new Map(periods.map((p) => [p.id, p.deadlineAt]));
    const submissions = await listSubmissions(db, worker.id, periods.map((p) => p.id));
    return c.json(
      parse(ShiftsResponseSchema, {
        today,
        periods: periods.map((p) => toPeriodDto(p, at)),
        answers: answers.map((a) => toAnswerDto(a, deadlines.get(a.periodId), at)),
        confirmed: confirmed.map(toConfirmedDto),
        submissions: submissions.map(toSubmissionDto),
      }),
      200,
    );
  });

  routes.post(
    '/shifts',
    requireWorker(verifier, db),
    idempotency(db),
    validateJson(SubmitShiftsRequestSchema, SHIFT_FIELD_LABELS),
    async (c) => {
      const worker = c.get('worker');
      const body = c.req.valid('json');
      const at = now();
      const today = tokyoDate(at);

      const period = await findPeriod(db, body.periodId);
      if (period === undefined) throw new ApiHttpError(404, 'SHIFT_PERIOD_NOT_FOUND');
      if (!isShiftPeriodOpen(period.deadlineAt, at)) throw new ApiHttpError(422, 'SHIFT_PERIOD_CLOSED');

      const fields: FieldErrors = {};
      body.answers.forEach((a, i) => {
        if (a.date < period.startsOn || a.date > period.endsOn) fields[`answers.${i}.date`] = [SHIFT_FIELD_MESSAGES.dateOutsidePeriod];
        else if (a.date < today) fields[`answers.${i}.date`] = [SHIFT_FIELD_MESSAGES.datePassed];
      });
      if (Object.keys(fields).length > 0) throw new ApiHttpError(400, 'VALIDATION_ERROR', { fields });

      const saved = await saveSubmission(db, {
        workerId: worker.id,
        periodId: period.id,
        today,
        basedOn: body.basedOn,
        answers: body.answers.map((a) => ({
          date: a.date,
          answer: a.answer,
          note: a.note ? a.note : null,
          startTime: a.startTime ?? null,
          endTime: a.endTime ?? null,
        })),
      });
      // Another tab or phone changed this period's answers after the worker loaded them: sending this list whole
      // would undo that change without anyone seeing it.
      if ('changed' in saved) throw new ApiHttpError(409, 'SHIFT_ANSWERS_CHANGED');
      return c.json(
        parse(SubmitShiftsResponseSchema, {
          submission: toSubmissionDto(saved.submission),
          answers: saved.answers.map((a) => toAnswerDto(a, period.deadlineAt, at)),
        }),
        201,
      );
    },
  );

  routes.delete('/shifts/:id', requireWorker(verifier, db), idempotency(db), async (c) => {
    const worker = c.get('worker');
    const id = c.req.param('id');
    const at = now();

    const answer = await findAnswer(db, worker.id, id);
    if (answer === undefined) {
      if (await findConfirmedShift(db, worker.id, id)) throw new ApiHttpError(422, 'SHIFT_CONFIRMED_NOT_DELETABLE');
      throw new ApiHttpError(404, 'SHIFT_NOT_FOUND');
    }
    const period = await findPeriod(db, answer.periodId);
    if (period === undefined || !isShiftPeriodOpen(period.deadlineAt, at)) throw new ApiHttpError(422, 'SHIFT_PERIOD_CLOSED');
    if (answer.date < tokyoDate(at)) throw new ApiHttpError(422, 'SHIFT_DATE_PASSED');

    if (!(await deleteAnswer(db, worker.id, id))) throw new ApiHttpError(404, 'SHIFT_NOT_FOUND');
    return c.json(parse(DeleteShiftResponseSchema, { deleted: { id } }), 200);
  });

  return routes;
}
