import type { Hono } from 'hono';
import { parse } from 'zod/v4/core';
import { z } from 'zod/mini';
import { MeResponseSchema } from 'shared/schemas';
import { requireWorker } from '../auth/auth-middleware';
import type { TokenVerifier } from '../auth/token-verifier';
import type { AppEnv as AppEnvName } from '../config';
import type { Db } from '../db/database';
import type { AppEnv } from '../http/app-env';
import { ApiHttpError } from '../http/errors';
import { validateJson } from '../http/validate';
import { toWorkerDto } from './worker-dto';
import { setWorkerTerms } from './worker-repository';

// Test-only routes (e2e): they give a test's OWN fresh worker what, in production, only the operator sets —
// the charge and margin of spec §3. Registered only when APP_ENV is 'local' or 'test' (elsewhere the paths do
// not exist: 404), and they act on the caller's own worker (from the token) only.

export const MYPAGE_TEST_PATH = '/__test/mypage';

/** POST /workerapi/__test/mypage/terms: the caller's charge (yen) and margin (percent, 0–99). */
export const TestTermsRequestSchema = z.strictObject({
  charge: z.int().check(z.gte(0), z.lte(100_000_000)),
  margin: z.int().check(z.gte(0), z.lte(99)),
});

const LABELS = { charge: '料金', margin: '手数料率' };

export function mountTermsTestRoutes(api: Hono<AppEnv>, deps: { db: Db; verifier: TokenVerifier; appEnv: AppEnvName }): boolean {
  if (deps.appEnv !== 'local' && deps.appEnv !== 'test') return false;
  const { db, verifier } = deps;
  api.post(`${MYPAGE_TEST_PATH}/terms`, requireWorker(verifier, db), validateJson(TestTermsRequestSchema, LABELS), async (c) => {
    const row = await setWorkerTerms(db, c.get('worker').id, c.req.valid('json'));
    if (!row) throw new ApiHttpError(403, 'ACCESS_DENIED');
    return c.json(parse(MeResponseSchema, { worker: toWorkerDto(row) }), 200);
  });
  return true;
}
