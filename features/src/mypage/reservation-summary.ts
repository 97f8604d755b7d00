import { callApi } from 'shared/api';
import { ReservationSummaryResponseSchema, type ReservationSummaryResponse } from './reservation-summary-schema';

export * from './reservation-summary-schema';

/** GET /workerapi/reservations/summary → the dashboard card's next reservation and open requests. */
export function getReservationSummary(options: { signal?: AbortSignal } = {}): Promise<ReservationSummaryResponse> {
  return callApi(ReservationSummaryResponseSchema, {
    method: 'GET',
    url: '/workerapi/reservations/summary',
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
