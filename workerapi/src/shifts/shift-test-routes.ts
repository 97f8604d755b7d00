import type { Hono } from 'hono';
import { parse } from 'zod/v4/core';
import { z } from 'zod/mini';
import { IsoDateSchema, ShiftTimeSchema } from 'shared/schemas';

import { requireWorker } from '../auth/auth-middleware';
import type { TokenVerifier } from '../auth/token-verifier';
import type { AppEnv as AppEnvName } from '../config';
import type { Db } from '../db/database';
import type { AppEnv } from '../http/app-env';
import { validateJson } from '../http/validate';
import { ConfirmedShiftSchema, SHIFT_FIELD_MESSAGES } from 'features/shifts/server';
import { createConfirmedShift } from './operator-shift-writes';

// Test-only routes (e2e): they let a test give ITS OWN fresh worker the data that, in production, only the
// operator's tools create. They are registered only when APP_ENV is 'local' or 'test' — in staging and
// production the paths do not exist (404) — and they act on the caller's own worker (from the token) only.

/** Where the test-only shift routes live, under /workerapi. */
export const SHIFT_TEST_PATH = '/__test/shifts';

/** POST /workerapi/__test/shifts/confirmed: a shift the operator confirmed, for the caller. */
export const TestConfirmedShiftRequestSchema = z
  .object({
    date: IsoDateSchema,
    startTime: ShiftTimeSchema,
    endTime: ShiftTimeSchema,
    place: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
    description: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
  })
  .check(
    z.refine((v) => v.startTime < v.endTime, { error: SHIFT_FIELD_MESSAGES.timeRangeOrder, path: ['endTime'] }),
  );

const LABELS = { date: '日付', startTime: '開始時刻', endTime: '終了時刻', place: '場所', description: '内容' };

/** True when the environment may expose test-only routes. */
export function testRoutesAllowed(appEnv: AppEnvName): boolean {
  return appEnv === 'local' || appEnv === 'test';
}

/** Mounts the test-only shift routes on `api` when `appEnv` allows it; returns whether it did. */
export function mountShiftTestRoutes(api: Hono<AppEnv>, deps: { db: Db; verifier: TokenVerifier; appEnv: AppEnvName }): boolean {
  if (!testRoutesAllowed(deps.appEnv)) return false;
  const { db, verifier } = deps;
  api.post(
    `${SHIFT_TEST_PATH}/confirmed`,
    requireWorker(verifier, db),
    validateJson(TestConfirmedShiftRequestSchema, LABELS),
    async (c) => {
      const body = c.req.valid('json');
      const confirmed = await createConfirmedShift(db, { workerId: c.get('worker').id, ...body });
      return c.json({ confirmed: parse(ConfirmedShiftSchema, confirmed) }, 201);
    },
  );
  return true;
}
