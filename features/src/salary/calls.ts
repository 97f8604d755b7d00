// mfe-salary's calls: GET /workerapi/salaries (spec §7), parsed with the slice's schemas.
import { callApi } from 'shared/api';
import {
  SalaryStatementResponseSchema,
  SalaryYearResponseSchema,
  type SalaryStatementResponse,
  type SalaryYearResponse,
} from './schemas';

export const SALARIES_PATH = '/workerapi/salaries';

/** GET /workerapi/salaries?year=YYYY → the year's twelve months (total, status, pay date); no year: this year. */
export function getSalaryYear(year: number | undefined, options: { signal?: AbortSignal } = {}): Promise<SalaryYearResponse> {
  return callApi(SalaryYearResponseSchema, {
    method: 'GET',
    url: SALARIES_PATH,
    ...(year === undefined ? {} : { params: { year: String(year) } }),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** GET /workerapi/salaries?year=YYYY&month=M → one month's statement (lines, adjustments, totals). */
export function getSalaryStatement(month: string, options: { signal?: AbortSignal } = {}): Promise<SalaryStatementResponse> {
  const [year, mon] = month.split('-');
  return callApi(SalaryStatementResponseSchema, {
    method: 'GET',
    url: SALARIES_PATH,
    params: { year: year ?? '', month: String(Number(mon)) },
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
