// Japanese strings of my page's sign-in credentials (not the bank account): password and e-mail change
// (/mypage/password, /mypage/email), the e-mail change mail and workerapi's messages for them. Bundled by
// mfe-mypage through features/mypage (and used by workerapi). Extend additively.
import { EMAIL_CHANGE_TTL_HOURS } from 'shared/domain';

/** /mypage/password */
export const PASSWORD_CHANGE_UI = {
  title: 'パスワード変更',
  intro: '現在のパスワードと新しいパスワードを入力してください。',
  mismatch: '新しいパスワードが一致しません',
  sameAsCurrent: '現在のパスワードと異なるパスワードを入力してください',
  submit: 'パスワードを変更する',
  submitting: '変更中…',
  done: 'パスワードを変更しました。次回から新しいパスワードでログインしてください。',
  /** A change failed offline and the connection is back: nothing was sent, nothing is sent by itself. */
  onlineAgain: '接続が戻りました。パスワードはまだ変更されていません。入力内容はそのまま残っているので、「パスワードを変更する」を押してください。',
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
  /** A request failed offline and the connection is back: nothing was sent, nothing is sent by itself. */
  onlineAgain: '接続が戻りました。確認メールはまだ送信されていません。入力内容はそのまま残っているので、「確認メールを送信」を押してください。',
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

/**
 * Sent to an address that is already registered when someone asks to move a worker account to it. POST /email
 * answers exactly as for a free address (docs/decisions.md "hardening"), so only the address's owner learns of it.
 */
export const EMAIL_IN_USE_NOTICE_MAIL = {
  subject: '【ワーカー】メールアドレス変更のお申し込みについて',
  body: (): string =>
    [
      'このメールアドレスをワーカーのログイン用アドレスに変更するお申し込みがありましたが、',
      'このアドレスはすでに登録されているため、変更は行われていません。',
      'お心当たりのない場合は、このメールを破棄してください。',
    ].join('\n'),
} as const;

/** workerapi's messages for the e-mail change endpoints (POST /email, /email/confirm; 4xx and 503 answers). */
export const EMAIL_CHANGE_API_MESSAGES = {
  EMAIL_UNCHANGED: '現在と同じメールアドレスです。',
  EMAIL_CHANGE_INVALID: EMAIL_CHANGE_UI.linkInvalid,
  MAIL_SEND_FAILED: 'メールを送信できませんでした。時間をおいてもう一度お試しください。',
  MAIL_NOT_CONFIGURED: 'メールを送信できないため、現在この操作はご利用いただけません。',
} as const;
