// Japanese strings of the account flows: sign-up (/signup, /signup/profile), password reset
// (/login/forget-password), password and e-mail change (/mypage/password, /mypage/email), the password-policy
// checklist, the e-mail change mail and workerapi's messages for them. Extend additively.
import { EMAIL_CHANGE_TTL_HOURS } from 'shared/domain';
import type { PasswordRequirement } from 'shared/domain';

/** Field labels of the account forms (for `jaErrorMap(labels)` and the <TextField> labels). */
export const CREDENTIAL_LABELS = {
  email: 'メールアドレス',
  password: 'パスワード',
  adminKey: '管理者キー',
  currentPassword: '現在のパスワード',
  newPassword: '新しいパスワード',
  confirmPassword: '新しいパスワード（確認）',
  newEmail: '新しいメールアドレス',
  token: '確認コード',
} as const;

/** The password-policy checklist (spec §5). */
export const PASSWORD_POLICY_UI = {
  title: 'パスワードの条件',
  minLength: (n: number): string => `${n}文字以上`,
  maxLength: (n: number): string => `${n}文字以内`,
  lowercase: '英小文字（a〜z）を含む',
  uppercase: '英大文字（A〜Z）を含む',
  numeric: '数字（0〜9）を含む',
  nonAlphanumeric: '記号を含む',
  /** Read with each item, so met/unmet is never shown by colour or symbol alone. */
  met: '満たしています',
  unmet: 'まだ満たしていません',
  notMet: 'パスワードが条件を満たしていません。チェックリストを確認してください。',
  /** After a 'password-does-not-meet-requirements' failure: the policy was refreshed. */
  refreshed: 'パスワードの条件が更新されました。満たしていない条件を確認してください。',
  missing: (items: string): string => `満たしていない条件: ${items}`,
} as const;

/** The text of a requirement of the checklist. */
export function passwordRequirementLabel(requirement: PasswordRequirement, length?: number): string {
  switch (requirement) {
    case 'minLength':
      return PASSWORD_POLICY_UI.minLength(length ?? 0);
    case 'maxLength':
      return PASSWORD_POLICY_UI.maxLength(length ?? 0);
    case 'lowercase':
      return PASSWORD_POLICY_UI.lowercase;
    case 'uppercase':
      return PASSWORD_POLICY_UI.uppercase;
    case 'numeric':
      return PASSWORD_POLICY_UI.numeric;
    case 'nonAlphanumeric':
      return PASSWORD_POLICY_UI.nonAlphanumeric;
  }
}

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

/** /signup/profile */
export const SIGNUP_PROFILE_UI = {
  title: 'プロフィール登録',
  intro: 'お仕事の連絡に使うプロフィールを登録してください。登録が終わるとマイページを使えるようになります。',
  optional: '任意',
  submit: '登録してマイページへ',
  submitting: '登録中…',
  fixErrors: '入力内容に誤りがあります。各項目のメッセージを確認してください。',
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

/** /mypage/password */
export const PASSWORD_CHANGE_UI = {
  title: 'パスワード変更',
  intro: '現在のパスワードと新しいパスワードを入力してください。',
  mismatch: '新しいパスワードが一致しません',
  sameAsCurrent: '現在のパスワードと異なるパスワードを入力してください',
  submit: 'パスワードを変更する',
  submitting: '変更中…',
  done: 'パスワードを変更しました。次回から新しいパスワードでログインしてください。',
  backToMypage: 'マイページへ戻る',
} as const;

/** /mypage/email */
export const EMAIL_CHANGE_UI = {
  title: 'メールアドレス変更',
  current: '現在のメールアドレス',
  intro: '新しいメールアドレスに確認メールを送ります。メールのリンクを開くと変更が完了します。',
  passwordHint: '本人確認のため、現在のパスワードを入力してください。',
  sameAsCurrent: '現在と同じメールアドレスです',
  submit: '確認メールを送信',
  submitting: '送信中…',
  sentTitle: '確認メールを送信しました',
  sent: (email: string): string =>
    `${email} に確認メールを送信しました。${EMAIL_CHANGE_TTL_HOURS}時間以内にメールのリンクを開くと変更が完了します。それまでは現在のメールアドレスでログインできます。`,
  confirming: 'メールアドレスを変更しています…',
  confirmedTitle: 'メールアドレスを変更しました',
  confirmed: (email: string): string => `ログインに使うメールアドレスを ${email} に変更しました。次回から新しいメールアドレスでログインしてください。`,
  signInAgain: (email: string): string => `メールアドレスを ${email} に変更しました。新しいメールアドレスでもう一度ログインしてください。`,
  toLogin: 'ログインへ',
  confirmFailedTitle: 'メールアドレスを変更できませんでした',
  linkInvalid: 'このリンクは無効か、有効期限が切れています。もう一度メールアドレスの変更を行ってください。',
  backToMypage: 'マイページへ戻る',
} as const;

/** The confirmation mail of an e-mail change. */
export const EMAIL_CHANGE_MAIL = {
  subject: '【ワーカー】メールアドレス変更の確認',
  body: (name: string, link: string): string =>
    [
      `${name || 'ワーカー'} 様`,
      '',
      'ワーカーのログイン用メールアドレスをこのアドレスに変更する手続きを受け付けました。',
      '下のリンクを開くと変更が完了します。',
      '',
      link,
      '',
      `このリンクの有効期限は${EMAIL_CHANGE_TTL_HOURS}時間です。`,
      'お心当たりのない場合は、このメールを破棄してください。メールアドレスは変更されません。',
    ].join('\n'),
} as const;

/** The notice to the old address once an e-mail change is confirmed. */
export const EMAIL_CHANGED_NOTICE_MAIL = {
  subject: '【ワーカー】メールアドレスが変更されました',
  body: (name: string, newEmail: string): string =>
    [
      `${name || 'ワーカー'} 様`,
      '',
      `ワーカーのログイン用メールアドレスが ${newEmail} に変更されました。`,
      '今後はこのアドレスではログインできません。',
      'お心当たりのない場合は、至急事務局までご連絡ください。',
    ].join('\n'),
} as const;

/** workerapi's messages for the account endpoints (4xx answers). */
export const ACCOUNT_FLOW_API_MESSAGES = {
  EMAIL_UNCHANGED: '現在と同じメールアドレスです。',
  EMAIL_CHANGE_INVALID: EMAIL_CHANGE_UI.linkInvalid,
  MAIL_SEND_FAILED: 'メールを送信できませんでした。時間をおいてもう一度お試しください。',
  MAIL_NOT_CONFIGURED: 'メールを送信できないため、現在この操作はご利用いただけません。',
} as const;
