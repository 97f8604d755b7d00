import type { Hono } from 'hono';
import { workerSalary } from 'features/domain';
import {
  DEV_COMPLETED_RESERVATIONS_LABELS,
  DEV_SALARY_ADJUSTMENT_LABELS,
  DevCompletedReservationsRequestSchema,
  DevSalaryAdjustmentRequestSchema,
  SALARY_FIELD_MESSAGES,
  tokyoMonth,
} from 'features/salary/server';
import { requireWorker } from '../auth/auth-middleware';
import type { TokenVerifier } from '../auth/token-verifier';
import type { AppEnv as AppEnvName } from '../config';
import type { Db } from '../db/database';
import type { AppEnv } from '../http/app-env';
import { ApiHttpError } from '../http/errors';
import { idempotency } from '../http/idempotency';
import { validateJson } from '../http/validate';
import { insertAdjustment, insertDevReservations } from './salary-repository';
import { isMonthFrozen } from './salary-statements';

// Local/test-only routes: they give the CALLER (the worker of the token) what, in production, only the operator's
// tools and the reservation flow create — adjustments and completed reservations — for e2e tests and the demo.
// They are registered only when APP_ENV is 'local' or 'test'; in staging and production the paths do not exist (404).

export const SALARY_DEV_PATH = '/dev';

function devRoutesAllowed(appEnv: AppEnvName): boolean {
  return appEnv === 'local' || appEnv === 'test';
}

/** The months GET /workerapi/salaries can show (years 2000–2100, SALARY_FIELD_MESSAGES.year). */
const FIRST_MONTH = '2000-01';
const LAST_MONTH = '2100-12';
const MONTH_RANGE_MESSAGE = '2000年1月〜2100年12月の範囲で指定してください';

/**
 * A month outside 2000–2100 is a 400: such a row (year 0000, say) would break every later salary read of the
 * worker (PostgreSQL has no year 0: a 500 from then on).
 */
function refuseOutOfRange(month: string, field: string): void {
  if (month < FIRST_MONTH || month > LAST_MONTH) {
    throw new ApiHttpError(400, 'VALIDATION_ERROR', { fields: { [field]: [MONTH_RANGE_MESSAGE] } });
  }
}

function refuseFrozen(month: string, field: string): never {
  throw new ApiHttpError(400, 'VALIDATION_ERROR', { message: SALARY_FIELD_MESSAGES.monthClosed, fields: { [field]: [SALARY_FIELD_MESSAGES.monthClosed] } });
}

/** Mounts POST /dev/salary-adjustments and POST /dev/salary/completed-reservations when `appEnv` allows it. */
export function mountSalaryDevRoutes(api: Hono<AppEnv>, deps: { db: Db; verifier: TokenVerifier; appEnv: AppEnvName }): boolean {
  if (!devRoutesAllowed(deps.appEnv)) return false;
  const { db, verifier } = deps;

  api.post(
    `${SALARY_DEV_PATH}/salary-adjustments`,
    requireWorker(verifier, db),
    idempotency(db),
    validateJson(DevSalaryAdjustmentRequestSchema, DEV_SALARY_ADJUSTMENT_LABELS),
    async (c) => {
      const body = c.req.valid('json');
      const worker = c.get('worker');
      refuseOutOfRange(body.month, 'month');
      if (await isMonthFrozen(db, worker.id, body.month)) refuseFrozen(body.month, 'month');
      const row = await insertAdjustment(db, { workerId: worker.id, month: body.month, kind: body.kind, reason: body.reason ?? '', amount: body.amount });
      return c.json({ adjustment: { id: row.id, month: row.month, kind: row.kind, reason: row.reason, amount: row.amount } }, 201);
    },
  );

  api.post(
    `${SALARY_DEV_PATH}/salary/completed-reservations`,
    requireWorker(verifier, db),
    idempotency(db),
    validateJson(DevCompletedReservationsRequestSchema, DEV_COMPLETED_RESERVATIONS_LABELS),
    async (c) => {
      const body = c.req.valid('json');
      const worker = c.get('worker');
      const items = body.reservations.map((r) => {
        const margin = r.margin ?? worker.margin;
        return {
          startsAt: new Date(r.startsAt),
          minutes: r.minutes ?? 60,
          customerName: r.customerName,
          course: r.course,
          charge: r.charge,
          margin,
          takeHome: workerSalary(r.charge, margin),
          status: r.status ?? 'completed',
        };
      });
      for (const [i, item] of items.entries()) refuseOutOfRange(tokyoMonth(item.startsAt), `reservations.${i}.startsAt`);
      for (const [i, item] of items.entries()) {
        if (await isMonthFrozen(db, worker.id, tokyoMonth(item.startsAt))) refuseFrozen(tokyoMonth(item.startsAt), `reservations.${i}.startsAt`);
      }
      const created = await insertDevReservations(db, worker.id, items);
      return c.json({ reservations: created.map((r, i) => ({ id: r.id, month: tokyoMonth(items[i]?.startsAt ?? new Date()), takeHome: items[i]?.takeHome ?? 0 })) }, 201);
    },
  );
  return true;
}
