import {
  DeleteShiftResponseSchema,
  ShiftsResponseSchema,
  SubmitShiftsResponseSchema,
  type DeleteShiftResponse,
  type ShiftsResponse,
  type SubmitShiftsRequest,
  type SubmitShiftsResponse,
} from 'shared/schemas';
import { IDEMPOTENCY_KEY_HEADER } from './client';
import { callApi } from './request';

export interface SubmitShiftsOptions {
  /**
   * The Idempotency-Key to send. Pass the same key when the worker sends the same answers again after a
   * failure without an answer (network, 5xx), so a submission that did reach the server is not stored twice.
   * Default: a fresh key (the client's automatic retry keeps it).
   */
  idempotencyKey?: string;
}

/** GET /workerapi/shifts (spec §7): the caller's periods, answers, confirmed shifts and submission receipts. */
export function getShifts(options: { signal?: AbortSignal } = {}): Promise<ShiftsResponse> {
  return callApi(ShiftsResponseSchema, {
    method: 'GET',
    url: '/workerapi/shifts',
    ...(options.signal ? { signal: options.signal } : {}),
  });
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
