import type { ApiError } from 'shared/api';
import { CHAT_UI } from 'features/chat';

// What a failed message says under its bubble (CHAT_UI.failed…). The API's generic 5xx text ends with advice for a
// page that failed to load (「ページを更新しもう一度お試しください」): here a reload is the wrong way forward — the
// message is kept and 再送 sends it — so it is replaced; a reason of the server's own (429, 閲覧のみ) is kept.

export interface SendFailure {
  text: string;
  resendWhenOnline: boolean;
}

export function sendFailure(error: ApiError): SendFailure {
  if (error.status === null && error.key === 'NETWORK_ERROR') return { text: CHAT_UI.failedOffline, resendWhenOnline: true };
  // A 4xx workerapi error body (it has a code) carries a reason of its own, written for this request; a 5xx's is generic.
  if (error.code !== null && (error.status === null || error.status < 500)) return { text: CHAT_UI.failedReason(error.message), resendWhenOnline: false };
  return { text: CHAT_UI.failedRetry, resendWhenOnline: false };
}
