// Spec §8 "The error catalogue" — generic messages by key, word for word.
export const ERROR_MESSAGES = {
  ACCESS_DENIED: 'アクセスが拒否されました。',
  SERVER_ERROR: 'サーバーで問題が発生しました。ページを更新しもう一度お試しください。',
  NOT_FOUND: 'お探しのページが見つかりませんでした。',
  NETWORK_ERROR: 'ネットワークエラーが発生しました。接続を確認してください。',
  DEFAULT: '予期せぬエラーが発生しました。',
} as const;

export type MessageKey = keyof typeof ERROR_MESSAGES;

export const MESSAGE_KEYS: readonly MessageKey[] = ['ACCESS_DENIED', 'SERVER_ERROR', 'NOT_FOUND', 'NETWORK_ERROR', 'DEFAULT'];

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_MESSAGES, value);
}

/** Spec §2 "Error screen" texts. */
export const ERROR_SCREEN = {
  /** "Any other error shows the error's message, or the fallback 'エラーが発生しました'." */
  fallback: 'エラーが発生しました',
  /** "A route validation failure yields a 404 'Page Not Found' by default." */
  notFoundTitle: 'Page Not Found',
  /** "Status 404 shows a not-found message" — the catalogue's NOT_FOUND text. */
  notFoundMessage: ERROR_MESSAGES.NOT_FOUND,
  /** "One button: 'マイページ' linking to /mypage when a worker session is present, otherwise 'ログイン' linking to /login." */
  toMypage: 'マイページ',
  toLogin: 'ログイン',
  retry: '再試行',
  /** House rule 4: a part of the page (a remote) that failed to load, with a way forward. */
  areaTitle: 'ページを表示できませんでした',
  areaUnavailable: 'このページを読み込めませんでした。通信状況を確認して再試行してください。',
  /** The same while the device is offline: the page opens by itself when the connection returns. */
  areaOffline: 'オフラインのため、このページを読み込めませんでした。接続が戻ると自動で表示します。',
  /** The area's remote is not deployed in this environment (absent from /config.json). */
  areaNotDeployed: 'この機能は現在ご利用いただけません。しばらくしてから再試行してください。',
  /** The area's remote was built against a `shared` major (or newer minor) this app does not provide. */
  areaIncompatible: (remote: string, remoteShared: string, appShared: string): string =>
    `この機能（${remote}）は現在のアプリと組み合わせて使えない版です（機能の共通部品 ${remoteShared}、アプリの共通部品 ${appShared}）。しばらくしてから再試行してください。`,
  /** The app itself could not start (e.g. /config.json unreachable). */
  bootFailed: 'アプリを起動できませんでした。通信状況を確認して再試行してください。',
} as const;
