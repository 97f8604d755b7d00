import { callApi } from 'shared/api';
import { UnreadSummaryResponseSchema, type UnreadSummaryResponse } from './message-summary-schema';

export * from './message-summary-schema';

/** GET /workerapi/messages/unread → the メッセージ card's threads with unread messages. */
export function getUnreadSummary(options: { signal?: AbortSignal } = {}): Promise<UnreadSummaryResponse> {
  return callApi(UnreadSummaryResponseSchema, { method: 'GET', url: '/workerapi/messages/unread', ...(options.signal ? { signal: options.signal } : {}) });
}

/** The dashboard's メッセージ card. */
export const MESSAGE_CARD_UI = {
  title: 'メッセージ',
  none: '未読のメッセージはありません',
  recent: '最近のチャット',
  unread: (n: number): string => `未読 ${n}件`,
  operator: '運営事務局',
  unavailable: 'メッセージを読み込めませんでした',
  inquiries: 'お問い合わせ',
} as const;
