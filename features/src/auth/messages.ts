// Japanese strings of mfe-auth's account pages: sign-up (/signup, /signup/profile) and password reset
// (/login/forget-password). Bundled by mfe-auth through features/auth. Extend additively.
import type { LoginReason } from 'shared/domain';
import { ERROR_MESSAGES, UI } from 'shared/messages';

/** /login */
export const LOGIN_UI = {
  /**
   * Why the worker is asked to sign in again, by the navigation state's `reason` that the shell sets
   * (docs/contracts.md "The sign-in page's navigation state"). Said above the form until the worker signs in.
   */
  reasons: {
    'signed-out-elsewhere': 'ほかのタブでログアウトしました。続けるには、もう一度ログインしてください。',
    'session-expired': 'ログインの有効期限が切れました。もう一度ログインしてください。',
    /** Spec §8 ACCESS_DENIED, then what the worker can do: the token is valid, but no worker has its account. */
    'access-denied': `${ERROR_MESSAGES.ACCESS_DENIED}このアカウントではマイページを利用できません。別のアカウントでログインするか、事務局にお問い合わせください。`,
    /** The guard could not load the profile (a 5xx, no connection); spec §2 still sends the worker here. */
    'profile-unavailable': 'マイページの情報を読み込めませんでした。通信状況を確かめて、もう一度ログインしてください。',
  } satisfies Record<LoginReason, string>,
  /** After a sign-in failed for want of a connection, once it is back (nothing is sent by itself). */
  onlineAgain: `接続が戻りました。まだログインしていません。入力内容はそのまま残っているので、「${UI.loginSubmit}」を押してください。`,
} as const;

/** /signup */
export const SIGNUP_UI = {
  title: '新規登録',
  intro: 'メールアドレスとパスワード、事務局から受け取った管理者キーを入力してください。',
  adminKeyHint: '管理者キーは事務局からお知らせしています。',
  submit: '登録する',
  submitting: '登録中…',
  checkingKey: '管理者キーを確認中…',
  haveAccount: 'すでにアカウントをお持ちの方',
  toLogin: 'ログインはこちら',
  /** The last step failed after the account was made: a retry with the same input completes it. */
  retryHint: '登録を完了できませんでした。入力内容はそのままです。もう一度「登録する」を押してください。',
} as const;

const SIGNUP_PROFILE_SUBMIT = '登録してマイページへ';

/** /signup/profile */
export const SIGNUP_PROFILE_UI = {
  title: 'プロフィール登録',
  intro: 'お仕事の連絡に使うプロフィールを登録してください。登録が終わるとマイページを使えるようになります。',
  optional: '任意',
  submit: SIGNUP_PROFILE_SUBMIT,
  submitting: '登録中…',
  fixErrors: '入力内容に誤りがあります。各項目のメッセージを確認してください。',
  /** The fields typed before (a reload, the phone closing the page), kept on the phone until registered. */
  draftRestored: `前回の入力内容を復元しました。「${SIGNUP_PROFILE_SUBMIT}」を押すまで登録されません。`,
  /** After a registration failed for want of a connection, once it is back (nothing is sent by itself). */
  onlineAgain: `接続が戻りました。プロフィールはまだ登録されていません。入力内容はそのまま残っているので、「${SIGNUP_PROFILE_SUBMIT}」を押してください。`,
} as const;

/** /login/forget-password */
export const PASSWORD_RESET_UI = {
  title: 'パスワードの再設定',
  intro: '登録しているメールアドレスを入力してください。パスワード再設定用のリンクをお送りします。',
  submit: '再設定メールを送信',
  submitting: '送信中…',
  /** Said whether or not the address exists (never reveals which). */
  sentTitle: 'メールを送信しました',
  sent: (email: string): string =>
    `${email} が登録されている場合、パスワード再設定用のメールを送信しました。メールのリンクから新しいパスワードを設定してください。`,
  notReceived: 'メールが届かない場合は、迷惑メールフォルダを確認するか、しばらくしてからもう一度お試しください。',
  sendAgain: '別のメールアドレスで送信',
  backToLogin: 'ログインへ戻る',
} as const;
