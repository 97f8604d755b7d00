import { NoticeResponseSchema, NoticesResponseSchema, type NoticeResponse, type NoticesResponse } from './notices-schemas';
import { callApi } from 'shared/api';

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

/** GET /workerapi/notices → the operator's notices, newest first, with the caller's read state. */
export function getNotices(options: { signal?: AbortSignal } = {}): Promise<NoticesResponse> {
  return callApi(NoticesResponseSchema, { method: 'GET', url: '/workerapi/notices', ...withSignal(options.signal) });
}

/** GET /workerapi/notices/{id} → { notice } (404 when there is no such notice). */
export function getNotice(id: string, options: { signal?: AbortSignal } = {}): Promise<NoticeResponse> {
  return callApi(NoticeResponseSchema, { method: 'GET', url: `/workerapi/notices/${encodeURIComponent(id)}`, ...withSignal(options.signal) });
}

/** POST /workerapi/notices/{id}/read: the caller has opened the notice → { notice } (read: true). */
export function markNoticeRead(id: string): Promise<NoticeResponse> {
  return callApi(NoticeResponseSchema, { method: 'POST', url: `/workerapi/notices/${encodeURIComponent(id)}/read`, data: {} });
}
