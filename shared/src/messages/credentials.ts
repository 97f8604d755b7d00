// Japanese strings used by more than one app: the account forms' field labels and the password-policy
// checklist (shared/ui's PasswordChecklist, /signup, /mypage/password). Part of the federated shared/messages.
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
