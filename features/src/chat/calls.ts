// The reservation calls of mfe-chat (GET/POST /workerapi/reservations…, GET /workerapi/users/{id}). Every
// mutation sends an Idempotency-Key: pass the same key when the worker repeats the same action after a failure
// without an answer, so an action that reached the server is applied once.
import { callApi, IDEMPOTENCY_KEY_HEADER } from 'shared/api';
import {
  CustomerProfileResponseSchema,
  ReservationListResponseSchema,
  ReservationResponseSchema,
  type AcceptRequest,
  type CancelRequest,
  type CustomerProfileResponse,
  type DeclineRequest,
  type ReservationListResponse,
  type ReservationResponse,
  type ReservationTab,
} from './schemas';

export interface CallOptions {
  signal?: AbortSignal;
}
export interface MutationOptions {
  idempotencyKey?: string;
}

const withSignal = (o: CallOptions) => (o.signal ? { signal: o.signal } : {});
const withKey = (o: MutationOptions) => (o.idempotencyKey ? { headers: { [IDEMPOTENCY_KEY_HEADER]: o.idempotencyKey } } : {});
const reservationUrl = (id: string) => `/workerapi/reservations/${encodeURIComponent(id)}`;

/** GET /workerapi/reservations?tab=…&cursor=… → one page of a tab, with the counts of every tab. */
export function getReservations(tab: ReservationTab, cursor: string | null = null, options: CallOptions = {}): Promise<ReservationListResponse> {
  return callApi(ReservationListResponseSchema, {
    method: 'GET',
    url: '/workerapi/reservations',
    params: cursor ? { tab, cursor } : { tab },
    ...withSignal(options),
  });
}

/** GET /workerapi/reservations/{id} → { reservation } (404 for anything not the caller's). */
export function getReservation(id: string, options: CallOptions = {}): Promise<ReservationResponse> {
  return callApi(ReservationResponseSchema, { method: 'GET', url: reservationUrl(id), ...withSignal(options) });
}

/** `{ shiftOverlapAcknowledged: true }` only after showing the worker the 確定 shifts it overlaps (`shiftOverlaps`). */
export function acceptReservation(id: string, body: AcceptRequest = {}, options: MutationOptions = {}): Promise<ReservationResponse> {
  return callApi(ReservationResponseSchema, { method: 'POST', url: `${reservationUrl(id)}/accept`, data: body, ...withKey(options) });
}

export function declineReservation(id: string, body: DeclineRequest, options: MutationOptions = {}): Promise<ReservationResponse> {
  return callApi(ReservationResponseSchema, { method: 'POST', url: `${reservationUrl(id)}/decline`, data: body, ...withKey(options) });
}

export function completeReservation(id: string, options: MutationOptions = {}): Promise<ReservationResponse> {
  return callApi(ReservationResponseSchema, { method: 'POST', url: `${reservationUrl(id)}/complete`, data: {}, ...withKey(options) });
}

export function cancelReservation(id: string, body: CancelRequest, options: MutationOptions = {}): Promise<ReservationResponse> {
  return callApi(ReservationResponseSchema, { method: 'POST', url: `${reservationUrl(id)}/cancel`, data: body, ...withKey(options) });
}

/** GET /workerapi/users/{id} (spec §7) → { user }: a customer the caller has (or had) a reservation with; else 404. */
export function getCustomerProfile(id: string, options: CallOptions = {}): Promise<CustomerProfileResponse> {
  return callApi(CustomerProfileResponseSchema, { method: 'GET', url: `/workerapi/users/${encodeURIComponent(id)}`, ...withSignal(options) });
}
