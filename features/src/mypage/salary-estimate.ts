// My page's read model of the salary area: this month's estimate for the dashboard card. A narrow schema of the
// READING slice (mypage) over GET /workerapi/salaries (the salary slice's endpoint): only the fields the card
// shows, so the salary slice can grow its answer without a my-page deploy.
import type { z } from 'zod/mini';
import { callApi } from 'shared/api';
import { zx } from 'shared/schemas';

export const SalaryEstimateReadSchema = zx.object({
  currentMonth: zx.string(),
  months: zx.array(zx.object({ month: zx.string(), total: zx.int() })),
});
export type SalaryEstimateRead = z.infer<typeof SalaryEstimateReadSchema>;

export interface SalaryEstimate {
  /** 'YYYY-MM' (Asia/Tokyo). */
  month: string;
  /** Integer yen: completed plus still-confirmed work and adjustments of the month. */
  total: number;
}

/** GET /workerapi/salaries (this year) → this month's 見込み. */
export async function getSalaryEstimate(options: { signal?: AbortSignal } = {}): Promise<SalaryEstimate> {
  const year = await callApi(SalaryEstimateReadSchema, { method: 'GET', url: '/workerapi/salaries', ...(options.signal ? { signal: options.signal } : {}) });
  const current = year.months.find((m) => m.month === year.currentMonth);
  return { month: year.currentMonth, total: current?.total ?? 0 };
}
