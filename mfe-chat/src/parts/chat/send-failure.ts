import type { ApiError } from 'shared/api';
import { CHAT_UI } from 'features/chat';

// What a failed message says under its bubble. The API's generic texts end with advice for a page that failed to
// load (5xx: 「ページを更新しもう一度お試しください」): here a reload is the wrong way forward — the message is kept
// and 再送 sends it — so they are replaced; a reason of the server's own (429: wait a minute, 閲覧のみ) is kept.
// Only mfe-chat's thread uses these; they belong with CHAT_UI in features/chat once that slice is next edited.

export const SEND_FAILURE_UI = {
  /** A 5xx, an unreadable answer, or a message kept from before a reload whose fate is not known. */
  retry: `${CHAT_UI.failed}。${CHAT_UI.resend}を押してください。`,
  /** No answer (offline, timeout): the message is sent again by itself when the phone is back online. */
  offline: `${CHAT_UI.failed}。接続が戻ると自動で${CHAT_UI.resend}します（今すぐ送るには${CHAT_UI.resend}を押してください）。`,
  reason: (reason: string): string => `${CHAT_UI.failed}：${reason}`,
} as const;

export interface SendFailure {
  text: string;
  resendWhenOnline: boolean;
}

export function sendFailure(error: ApiError): SendFailure {
  if (error.status === null && error.key === 'NETWORK_ERROR') return { text: SEND_FAILURE_UI.offline, resendWhenOnline: true };
  // A workerapi error body (it has a code) carries a reason of its own, written for this request.
  if (error.code !== null) return { text: SEND_FAILURE_UI.reason(error.message), resendWhenOnline: false };
  return { text: SEND_FAILURE_UI.retry, resendWhenOnline: false };
}
