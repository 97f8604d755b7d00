import { Hono } from 'hono';
import { parse } from 'zod/v4/core';
import { SALARY_QUERY_LABELS, SalaryQuerySchema, SalaryStatementResponseSchema, SalaryYearResponseSchema, monthKeyOf, tokyoMonth } from 'features/salary/server';
import { requireWorker } from '../auth/auth-middleware';
import type { TokenVerifier } from '../auth/token-verifier';
import type { Db } from '../db/database';
import type { AppEnv } from '../http/app-env';
import { parseOrThrow } from '../http/validate';
import { statementOf, yearOf } from './salary-statements';

export interface SalaryRouteDeps {
  db: Db;
  verifier: TokenVerifier;
  /** The clock (tests move it); months and pay dates are read from it in Asia/Tokyo. */
  now?: () => Date;
}

/**
 * GET /salaries (mounted under /workerapi, spec §7): `?year=YYYY` → the year's months; `?year=YYYY&month=M` →
 * that month's statement; no query → this year. Only the caller's own data (the worker comes from the token).
 * Bad query values → 400 VALIDATION_ERROR with a Japanese message per parameter.
 */
export function salaryRoutes({ db, verifier, now = () => new Date() }: SalaryRouteDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/salaries', requireWorker(verifier, db), async (c) => {
    const query = parseOrThrow(SalaryQuerySchema, c.req.query(), SALARY_QUERY_LABELS);
    const worker = c.get('worker');
    const at = now();
    const year = query.year === undefined ? Number(tokyoMonth(at).slice(0, 4)) : Number(query.year);
    if (query.month !== undefined) {
      const statement = await statementOf(db, worker, monthKeyOf(year, Number(query.month)), at);
      return c.json(parse(SalaryStatementResponseSchema, { statement }), 200);
    }
    return c.json(parse(SalaryYearResponseSchema, await yearOf(db, worker, year, at)), 200);
  });

  return routes;
}
