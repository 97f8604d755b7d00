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

/** The dashboard's reservation cards. */
export const RESERVATION_CARD_UI = {
  nextTitle: '次の予約',
  nextNone: '確定した予約はありません',
  nextLoading: '予約一覧を見る',
  /** '11月28日(土) 10:00〜12:00'; an end after midnight reads as features/domain instantEndTimeLabel writes it ('翌01:30'). */
  nextWhen: (date: string, start: string, end: string): string => `${date} ${start}〜${end}`,
  customer: (name: string): string => `${name} 様`,
  requestsTitle: '返答待ちの依頼',
  requestsNone: '返答待ちの依頼はありません',
  requestsCount: (n: number): string => `${n}件`,
  /** 「最も近い返答期限まであと1時間」: the time left as the reservation list says it (features/domain timeLeftLabel). */
  requestsDeadline: (left: string): string => `最も近い返答期限まで${left}`,
  unavailable: '予約を読み込めませんでした（予約一覧を見る）',
} as const;
