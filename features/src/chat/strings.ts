import { yenLabel } from '../domain/number-labels';
import type { CancelReason, DeclineReason, ReservationStatus, ReservationTab } from './schemas';

// Japanese strings of the reservation pages (/mypage/reservation-list, /mypage/reservation/{id},
// /mypage/user/{id}) and of the workerapi reservation endpoints. Extend additively.

export const RESERVATION_STATUS_LABELS: Readonly<Record<ReservationStatus, string>> = {
  requested: '依頼中',
  confirmed: '確定',
  completed: '完了',
  declined: '辞退',
  expired: '期限切れ',
  cancelled: 'キャンセル',
};

export const RESERVATION_TAB_LABELS: Readonly<Record<ReservationTab, string>> = {
  requests: '依頼',
  upcoming: '予定',
  past: '過去',
};

export const DECLINE_REASON_LABELS: Readonly<Record<DeclineReason, string>> = {
  schedule: '予定が合わない',
  distance: '移動距離が長い',
  health: '体調不良',
  other: 'その他',
};

export const CANCEL_REASON_LABELS: Readonly<Record<CancelReason, string>> = {
  schedule: '予定が変わった',
  health: '体調不良',
  emergency: '急用',
  other: 'その他',
};

export const RESERVATION_ACTOR_LABELS = { customer: 'お客様', worker: 'あなた', system: 'システム' } as const;

/** 12000 → '12,000円'. */
export const formatYen = yenLabel;

/** What the reservation pages show. */
export const RESERVATION_UI = {
  listTitle: '予約一覧',
  detailTitle: '予約の詳細',
  userTitle: 'お客様のプロフィール',
  tabsLabel: '予約の種類',
  tabWithCount: (label: string, count: number): string => `${label} (${count}件)`,
  loading: '予約を読み込み中…',
  loadError: '予約を読み込めませんでした。',
  userLoading: 'プロフィールを読み込み中…',
  userLoadError: 'プロフィールを読み込めませんでした。',
  emptyRequests: '返答を待っている依頼はありません。新しい依頼が届くとここに表示されます。',
  emptyUpcoming: '確定した予定はありません。依頼を承諾するとここに表示されます。',
  emptyPast: '過去の予約はまだありません。',
  loadMore: 'もっと見る',
  loadingMore: '読み込み中…',
  today: '今日',
  tomorrow: '明日',
  holiday: '祝日',
  minutes: (m: number): string => `${m}分`,
  courseWithMinutes: (course: string, minutes: number): string => `${course}（${minutes}分）`,
  timeRange: (start: string, end: string): string => `${start}〜${end}`,
  charge: '料金',
  takeHome: '受取額',
  takeHomeEstimate: '受取額（見込み）',
  /** The take-home of a declined, expired or cancelled reservation: it is not paid. */
  takeHomeNone: 'なし',
  margin: '手数料率',
  marginValue: (m: number): string => `${m}%`,
  marginNotFixed: '承諾した時点の手数料率で確定します。',
  customerSuffix: (name: string): string => `${name} 様`,
  deadlinePassed: '返答期限を過ぎました',
  /** 「返答期限まであと3時間」 (as the shift form's 「締切まであと…」), or that it passed — never 「返答期限: 返答期限を過ぎました」. */
  timeLeftLine: (left: string | null): string => (left === null ? '返答期限を過ぎました' : `返答期限まで${left}`),
  area: 'エリア',
  address: '住所',
  accessNotes: '行き方・注意事項',
  addressHidden: '住所は予約が確定している間（終了後24時間まで）だけ表示されます。',
  customerNote: 'お客様からのメモ',
  noNote: 'なし',
  customer: 'お客様',
  customerProfileLink: 'プロフィールを見る',
  chatLink: 'お客様とのチャット',
  when: '日時',
  course: 'コース',
  money: '金額',
  history: '履歴',
  historyEntry: (status: string, actor: string): string => `${status}（${actor}）`,
  backToList: '予約一覧へ戻る',
  // actions
  accept: '承諾する',
  accepting: '承諾中…',
  decline: '辞退する',
  declining: '辞退中…',
  complete: '完了を報告する',
  completing: '報告中…',
  cancel: 'キャンセルする',
  cancelling: 'キャンセル中…',
  back: '戻る',
  acceptTitle: 'この依頼を承諾しますか？',
  acceptBody: '承諾すると予約が確定し、お客様に通知されます。',
  declineTitle: 'この依頼を辞退しますか？',
  declineReason: '辞退の理由',
  cancelTitle: 'この予約をキャンセルしますか？',
  cancelReason: 'キャンセルの理由',
  reasonText: '理由の詳細（任意）',
  reasonTextRequired: '理由の詳細',
  reasonRequired: '理由を選んでください',
  reasonTextMissing: '理由を入力してください',
  lateCancelWarning: '開始まで24時間を切っています。直前のキャンセルはお客様に大きな迷惑がかかります。本当にキャンセルしますか？',
  lateCancelConfirm: '直前のキャンセルであることを理解しました',
  completeTitle: '作業の完了を報告しますか？',
  completeBody: '報告すると「完了」になり、給与明細に反映されます。',
  completeNotYet: '完了の報告は開始時刻から行えます。',
  finalNotice: 'この予約はこれ以上変更できません。',
  actionDone: {
    accept: '依頼を承諾しました。予約が確定しました。',
    decline: '依頼を辞退しました。',
    complete: '完了を報告しました。',
    cancel: '予約をキャンセルしました。',
  },
  stateChanged: 'この予約の状態が変わっています。最新の状態を表示しました。',
  /** 確定 shifts the reservation comes within the travel buffer of (shiftOverlapsLabel's list), on the page and in 承諾 confirmation. */
  shiftOverlap: (shifts: string, bufferMinutes: number): string =>
    `この時間は確定したシフト（${shifts}）と重なっています（前後の移動時間${bufferMinutes}分を含む）。`,
  shiftOverlapAccept: '承諾すると、シフトと重なったまま予約が確定します。',
  shiftListLink: 'シフト一覧を見る',
  /** 422 SHIFT_OVERLAP_NOT_ACKNOWLEDGED on a page that showed no overlap (a shift confirmed since it loaded): it loads again. */
  shiftOverlapAppeared: 'この時間に確定したシフトがあります。内容を確認し、承諾する場合はもう一度「承諾する」を押してください。',
  /** Offline, a reservation the phone has no copy of (never opened, or opened before this sign-in). */
  notKeptOffline: 'この予約はこの端末に保存されていないため、オフラインでは表示できません。接続が戻ると自動で表示します。',
  // the customer profile
  initialsLabel: (name: string): string => `${name}のイニシャル`,
  reservationCount: (n: number): string => `これまでの予約 ${n}件`,
  completedCount: (n: number): string => `完了 ${n}件`,
  nextReservation: '次の予約',
  noNextReservation: '予定されている予約はありません。',
  standingNotes: 'お客様の注意事項',
  noStandingNotes: '登録されている注意事項はありません。',
} as const;

/** The workerapi reservation endpoints' messages. */
export const RESERVATION_API_MESSAGES = {
  RESERVATION_NOT_FOUND: 'お探しの予約が見つかりませんでした。',
  CUSTOMER_NOT_FOUND: 'お探しのページが見つかりませんでした。',
  RESERVATION_STATE_CHANGED: 'この予約の状態が変わったため、操作できませんでした。',
  RESERVATION_CONFLICT: 'ほかの確定した予約と時間が重なるため承諾できません。',
  RESERVATION_NOT_STARTED: '完了の報告は開始時刻から行えます。',
  SHIFT_OVERLAP_NOT_ACKNOWLEDGED: 'この時間は確定したシフトと重なっています。ページを読み込み直し、内容を確認してから承諾してください。',
  LATE_CANCEL_NOT_ACKNOWLEDGED: '開始まで24時間を切っています。直前のキャンセルであることを確認してください。',
  CURSOR_INVALID: 'ページの指定が正しくありません。',
  DEV_WORKER_NOT_FOUND: '指定したメールアドレスのワーカーが見つかりません。',
} as const;

/** 409 RESERVATION_STATE_CHANGED: names the current state. */
export function stateChangedMessage(status: ReservationStatus): string {
  return `この予約はすでに「${RESERVATION_STATUS_LABELS[status]}」になっているため、操作できませんでした。`;
}

/** 409 RESERVATION_CONFLICT: names the clash, e.g. 「11月24日(火) 10:00〜12:00 の佐藤 様の予約（移動時間30分を含む）と重なるため承諾できません。」 */
export function conflictMessage(clash: { when: string; customerName: string }, bufferMinutes: number): string {
  return `${clash.when} の${clash.customerName} 様の予約（前後の移動時間${bufferMinutes}分を含む）と重なるため承諾できません。`;
}

/** 422 SHIFT_OVERLAP_NOT_ACKNOWLEDGED: names the shifts, e.g. 「この時間は確定したシフト（12月14日 10:00〜17:00 渋谷店）と重なっています（前後の移動時間30分を含む）。ページを…」 */
export function shiftOverlapNotAcknowledgedMessage(shifts: string, bufferMinutes: number): string {
  return `${RESERVATION_UI.shiftOverlap(shifts, bufferMinutes)}ページを読み込み直し、内容を確認してから承諾してください。`;
}
