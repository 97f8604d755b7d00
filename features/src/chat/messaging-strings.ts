import type { InquiryCategory, InquiryStatus } from './messaging-schemas';

// Japanese strings of the chat and inquiry pages and of workerapi's chat, inquiry and event endpoints.

export const INQUIRY_CATEGORY_LABELS: Readonly<Record<InquiryCategory, string>> = {
  shift: 'シフト',
  reservation: '予約',
  salary: '給与',
  bank: '口座',
  account: 'アカウント',
  other: 'その他',
};

export const INQUIRY_STATUS_LABELS: Readonly<Record<InquiryStatus, string>> = {
  open: '未対応',
  in_progress: '対応中',
  resolved: '解決済',
};

export const CHAT_UI = {
  title: (name: string): string => `${name} 様`,
  operator: '運営事務局',
  me: 'あなた',
  messageLabel: 'メッセージ',
  placeholder: 'メッセージを入力',
  send: '送信',
  sendHint: 'Enterで改行、送信ボタンまたはCtrl+Enter（⌘+Enter）で送信',
  /** On a touch screen (no keyboard shortcut to offer). */
  sendHintTouch: 'Enterで改行、送信ボタンで送信',
  sending: '送信中',
  failed: '送信できませんでした',
  /** Under a failed message (a 5xx, an unreadable answer, or kept from before a reload): never "reload the page". */
  failedRetry: '送信できませんでした。再送を押してください。',
  /** Under a message that failed for lack of a connection: it is sent again by itself once the phone is online. */
  failedOffline: '送信できませんでした。接続が戻ると自動で再送します（今すぐ送るには再送を押してください）。',
  /** Under a message the server refused with a reason of its own (429: wait a minute; 閲覧のみ). */
  failedReason: (reason: string): string => `送信できませんでした：${reason}`,
  resend: '再送',
  remove: '削除',
  read: '既読',
  counter: (n: number, max: number): string => `${n} / ${max}`,
  tooLong: (max: number): string => `${max}文字以内で入力してください`,
  loading: 'メッセージを読み込み中…',
  loadOlder: '以前のメッセージを読み込む',
  loadingOlder: '以前のメッセージを読み込み中…',
  empty: 'まだメッセージはありません',
  /** The mark before the first message unread when the thread was opened. */
  unreadFrom: 'ここから未読メッセージ',
  readOnly: (days: number): string =>
    `最後の予約の終了（またはキャンセル）から${days}日が過ぎたため、このチャットは閲覧のみです。新しい予約があると再びメッセージを送れます。`,
  reconnecting: '接続が切れました。再接続しています…',
  loadError: 'メッセージを読み込めませんでした。',
  retry: '再試行',
  openChat: 'メッセージを送る',
  opening: 'チャットを開いています…',
  openFailed: 'チャットを開けませんでした',
  back: '戻る',
  messages: 'メッセージ一覧',
  /** Read out (visually hidden) when a message arrives in the open thread: who wrote it and what (shortened). */
  arrived: (sender: string, text: string): string => `${sender}：${text}`,
  /** The same, when it arrived below what the worker is reading (the log scrolled up): where it is. */
  arrivedBelow: (sender: string, text: string): string => `${sender}：${text}（一番下に届きました）`,
  /** The button over the log's bottom while messages that arrived below are not in view: it scrolls to the newest. */
  newMessages: (n: number): string => (n > 1 ? `新しいメッセージ ${n}件` : '新しいメッセージ'),
  customerProfile: 'お客様のプロフィール',
} as const;

export const INQUIRY_UI = {
  listTitle: 'お問い合わせ',
  newButton: '新しいお問い合わせ',
  newTitle: '新しいお問い合わせ',
  empty: 'お問い合わせはありません',
  loadError: 'お問い合わせを読み込めませんでした。',
  category: 'カテゴリ',
  categoryPlaceholder: '選択してください',
  subject: '件名',
  body: '内容',
  reservation: '関連する予約（任意）',
  reservationNone: 'なし',
  reservationOption: (when: string, customer: string, status: string): string => `${when} ${customer} 様（${status}）`,
  /** Under the list when it holds only the newest past reservations (older ones are behind もっと見る on the list). */
  reservationOlder: (oldest: string): string => `選べる過去の予約は${oldest}までです。それより前の予約については、内容に日時とお客様名を書いてください。`,
  /** On an inquiry's page, when one was chosen: opens that reservation. */
  relatedReservation: '関連する予約を見る',
  submit: '送信する',
  submitting: '送信中…',
  cancel: 'キャンセル',
  /** キャンセル on a form with a subject or a body typed: asked first (the draft would go with it). */
  discardTitle: '入力内容を破棄しますか？',
  discardBody: '入力した件名と内容は削除され、元に戻せません。',
  discardConfirm: '破棄する',
  /** 新しいお問い合わせ reopened with what was typed before (kept on this phone until sent, キャンセル or sign-out). */
  draftRestored: '前回の入力内容を復元しました。送信するまで運営事務局には届きません。',
  submitFailed: '送信できませんでした。入力内容はそのまま残っています。',
  resolve: '解決した',
  resolving: '更新中…',
  /** What a new message does (workerapi reopens the inquiry as 未対応: the operator has not answered it yet). */
  resolvedNote: 'このお問い合わせは解決済みです。メッセージを送ると「未対応」に戻り、運営事務局が改めて対応します。',
  /** The same on a short screen (one line at 320 px; 解決済 stands beside the subject's row): the log needs the height. */
  resolvedNoteShort: 'メッセージを送ると「未対応」に戻ります。',
  unread: '未読あり',
  lastMessage: (when: string): string => `最終更新 ${when}`,
  threadTitle: (subject: string): string => subject,
  /** Under an inquiry's subject cut to two lines (a long one took 9 lines of a 320 px screen), and to fold it again. */
  subjectMore: '件名をすべて表示',
  subjectLess: '件名を折りたたむ',
  status: 'ステータス',
  backToList: 'お問い合わせ一覧へ',
} as const;

/** The メッセージ card on /mypage and the header badge. */
export const MESSAGE_BADGE_UI = {
  label: (n: number): string => (n > 0 ? `未読メッセージ ${n}件` : '未読メッセージはありません'),
} as const;

/** workerapi's chat, inquiry and event errors. */
export const MESSAGING_API_MESSAGES = {
  CHAT_NOT_FOUND: 'チャットが見つかりません',
  INQUIRY_NOT_FOUND: 'お問い合わせが見つかりません',
  CHAT_READ_ONLY: 'このチャットは閲覧のみのため、メッセージを送れません',
  MESSAGE_RATE_LIMITED: '短時間に送信できるメッセージの数を超えました。1分ほど待ってから再送してください',
  CLIENT_ID_CONFLICT: '同じIDで別の内容が送信されました。もう一度送信してください',
  CURSOR_INVALID_MESSAGES: 'メッセージの読み込み位置が正しくありません',
} as const;
