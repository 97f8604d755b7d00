// The dashboard's next-shift card (/mypage) reads GET /workerapi/shifts through its own narrow view: only the
// fields the card shows. The shifts slice owns the full answer (features/shifts); a field the card does not
// read can change there without a my page (or shell) deploy.
import type { z } from 'zod/mini';
import { callApi } from 'shared/api';
import { zx, IsoDateSchema, ShiftTimeSchema } from 'shared/schemas';

/** A confirmed shift as the dashboard shows it. */
export const DashboardShiftSchema = zx.object({
  date: IsoDateSchema,
  startTime: ShiftTimeSchema,
  endTime: ShiftTimeSchema,
  place: zx.string(),
});
export type DashboardShift = z.infer<typeof DashboardShiftSchema>;

/** What the dashboard reads of GET /workerapi/shifts: the server's Tokyo `today` and the confirmed shifts. */
export const DashboardShiftsSchema = zx.object({
  today: IsoDateSchema,
  confirmed: zx.array(DashboardShiftSchema),
});
export type DashboardShifts = z.infer<typeof DashboardShiftsSchema>;

/** GET /workerapi/shifts, read for the dashboard's next-shift card. */
export function getDashboardShifts(options: { signal?: AbortSignal } = {}): Promise<DashboardShifts> {
  return callApi(DashboardShiftsSchema, {
    method: 'GET',
    url: '/workerapi/shifts',
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
