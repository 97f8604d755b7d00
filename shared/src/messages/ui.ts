import { ERROR_SCREEN } from './error-messages';

const APP_NAME = 'ワーカー';

/**
 * Every Japanese string the pages show, as one flat object (one key, one string). Extend it additively:
 * a remote deployed earlier must still find the keys it reads (docs/contracts.md).
 */
export const UI = {
  // app chrome
  appName: APP_NAME,
  /** The document's title on a page: the page's name, then the app's. */
  documentTitle: (page: string): string => `${page} | ${APP_NAME}`,
  loading: '読み込み中…',
  offline: 'オフラインです。接続が戻ると自動で再開します。',
  backOnline: 'オンラインに戻りました。',
  signOut: 'ログアウト',
  // The sign-out's confirmation, only when input not yet sent is kept on the phone (shared 0.17.0): a sign-out deletes it.
  signOutConfirmTitle: 'ログアウトしますか？',
  signOutUnsentIntro: 'この端末に、まだ送っていない入力が残っています。ログアウトすると削除され、元に戻せません。',
  signOutUnsentShifts: '提出していないシフトの回答',
  signOutUnsentMessages: '送信していないメッセージ（入力中の文章を含む）',
  /** Since shared 0.20.0. */
  signOutUnsentProfile: '保存していないプロフィールの入力',
  signOutDiscard: '削除してログアウト',
  retry: ERROR_SCREEN.retry,
  close: '閉じる',
  cancel: 'キャンセル',
  save: '保存する',
  saving: '保存中…',
  required: '必須',
  skipToContent: 'メインコンテンツへ移動',
  mainNav: 'メインメニュー',
  home: 'ホーム',
  /** The header's unread badge (chats and inquiries), read aloud with its count. */
  unreadMessages: (n: number | string): string => (Number(n) > 0 ? `未読メッセージ ${n}件` : '未読メッセージはありません'),
  /** The badge's name while the count is not known (the event stream not open: offline, or not yet): never "none". Since shared 0.18.0. */
  messages: 'メッセージ',

  // /login
  loginTitle: 'ログイン',
  emailLabel: 'メールアドレス',
  passwordLabel: 'パスワード',
  loginSubmit: 'ログインする',
  loginSubmitting: 'ログイン中…',
  loginHelpLinks: 'ログインに関するリンク',
  forgotPassword: 'パスワードをお忘れの方',
  signup: '新規登録',

  // /mypage
  mypageTitle: 'マイページ',
  greeting: (name: string): string => `${name}さん、こんにちは`,
  menuWork: 'お仕事',
  menuShiftSubmit: 'シフト提出',
  menuShiftList: 'シフト一覧',
  menuReservations: '予約一覧',
  menuSalary: '給与',
  menuContact: 'お知らせ・お問い合わせ',
  menuInfo: 'お知らせ',
  menuInquiry: 'お問い合わせ',
  menuSettings: 'アカウント設定',
  menuProfile: 'プロフィール編集',
  menuAccount: '口座情報',
  menuEmail: 'メールアドレス変更',
  menuPassword: 'パスワード変更',

  // links back
  backToMypage: 'マイページへ戻る',

  // installable app (spec §4 "Service worker")
  pwaOfflineReady: 'オフラインでも使えるようになりました。',
  pwaUpdateAvailable: '新しいバージョンがあります。',
  pwaUpdate: '更新する',
  pwaLater: 'あとで',
  pwaInstall: 'アプリとしてインストール',
  pwaInstallAccept: 'インストールする',
  pwaInstallCancel: 'キャンセル',
  pwaRegistrationError: 'オフライン機能を有効にできませんでした。',
} as const;
