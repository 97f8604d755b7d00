import { ShiftsResponseSchema, type ShiftsResponse } from 'shared/schemas';
import { callApi } from './request';

/** GET /workerapi/shifts (spec §7): the caller's periods, answers, confirmed shifts and submission receipts. */
export function getShifts(options: { signal?: AbortSignal } = {}): Promise<ShiftsResponse> {
  return callApi(ShiftsResponseSchema, {
    method: 'GET',
    url: '/workerapi/shifts',
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
