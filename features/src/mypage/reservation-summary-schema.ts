import type { z } from 'zod/mini';
import { zx } from 'shared/schemas';

// The dashboard's read model of reservations (owned by the reading slice, mypage): the next confirmed
// reservation and the open requests. Answered by workerapi's GET /workerapi/reservations/summary.

export const ReservationSummaryResponseSchema = zx.object({
  next: zx.nullable(
    zx.object({
      id: zx.string(),
      startsAt: zx.iso.datetime({ offset: true }),
      endsAt: zx.iso.datetime({ offset: true }),
      customerName: zx.string(),
      course: zx.string(),
    }),
  ),
  openRequests: zx.int().check(zx.gte(0)),
  /** The nearest answer deadline of the open requests, or null. */
  nearestDeadline: zx.nullable(zx.iso.datetime({ offset: true })),
});
export type ReservationSummaryResponse = z.infer<typeof ReservationSummaryResponseSchema>;
