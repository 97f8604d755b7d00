// The shifts calls: GET, POST /workerapi/shifts and DELETE /workerapi/shifts/{id}. Bundled by mfe-shifts through
// features/shifts (the dashboard reads GET /workerapi/shifts through its own narrow view, features/mypage).
import { callApi, IDEMPOTENCY_KEY_HEADER } from 'shared/api';
import { ShiftsResponseSchema, type ShiftsResponse } from './schemas';
import {
  DeleteShiftResponseSchema,
  SubmitShiftsResponseSchema,
  type DeleteShiftResponse,
  type SubmitShiftsRequest,
  type SubmitShiftsResponse,
} from './submit-schemas';

/** GET /workerapi/shifts (spec §7): the caller's periods, answers, confirmed shifts and submission receipts. */
export function getShifts(options: { signal?: AbortSignal } = {}): Promise<ShiftsResponse> {
  return callApi(ShiftsResponseSchema, {
    method: 'GET',
    url: '/workerapi/shifts',
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

export interface SubmitShiftsOptions {
  /**
   * The Idempotency-Key to send. Pass the same key when the worker sends the same answers again after a
   * failure without an answer (network, 5xx), so a submission that did reach the server is not stored twice.
   * Default: a fresh key (the client's automatic retry keeps it).
   */
  idempotencyKey?: string;
}

/** POST /workerapi/shifts (spec §7): submits one period's answers → 201 { submission, answers }. */
export function submitShifts(body: SubmitShiftsRequest, options: SubmitShiftsOptions = {}): Promise<SubmitShiftsResponse> {
  return callApi(SubmitShiftsResponseSchema, {
    method: 'POST',
    url: '/workerapi/shifts',
    data: body,
    ...(options.idempotencyKey ? { headers: { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey } } : {}),
  });
}

/** DELETE /workerapi/shifts/{id} (spec §7): removes one of the caller's answers that is still editable. */
export function deleteShift(id: string): Promise<DeleteShiftResponse> {
  return callApi(DeleteShiftResponseSchema, { method: 'DELETE', url: `/workerapi/shifts/${encodeURIComponent(id)}` });
}
