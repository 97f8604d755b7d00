// mfe-auth's forms: sign-in (/login), sign-up (/signup) and password reset (/login/forget-password).
// Bundled by mfe-auth through features/auth. A password form checks the spec's default minimum here;
// the provider's full policy (spec §5) is checked with shared/domain's checkPasswordPolicy at run time.
import type { z } from 'zod/mini';
import { zx, newPassword, requiredEmail } from 'shared/schemas';
import { DEFAULT_MIN_PASSWORD_LENGTH } from 'shared/domain';
import { CREDENTIAL_LABELS, UI } from 'shared/messages';

/** Field labels of the sign-in form, for `jaErrorMap(LOGIN_FORM_LABELS)`. */
export const LOGIN_FORM_LABELS = {
  email: UI.emailLabel,
  password: UI.passwordLabel,
} as const;

/**
 * The sign-in form. E-mail is taken as half-width (ＡＢＣ＠ → ABC@), trimmed, required, then checked for
 * format; the password is required and at least DEFAULT_MIN_PASSWORD_LENGTH (spec §5/§9: 6) characters. Render messages with
 * `jaErrorMap(LOGIN_FORM_LABELS)`: 'メールアドレスを入力してください', 'パスワードは6文字以上で入力してください' …
 */
export const LoginFormSchema = zx.object({
  email: requiredEmail(),
  password: zx.string().check(zx.minLength(1, { abort: true }), zx.minLength(DEFAULT_MIN_PASSWORD_LENGTH)),
});
export type LoginFormValues = z.infer<typeof LoginFormSchema>;
/** Alias of LoginFormValues. */
export type LoginForm = LoginFormValues;
export type LoginFormInput = z.input<typeof LoginFormSchema>;

/** Labels for `jaErrorMap(SIGNUP_FORM_LABELS)`. */
export const SIGNUP_FORM_LABELS = {
  email: CREDENTIAL_LABELS.email,
  password: CREDENTIAL_LABELS.password,
  adminKey: CREDENTIAL_LABELS.adminKey,
} as const;

/** /signup: e-mail, password, admin key. */
export const SignupFormSchema = zx.object({
  email: requiredEmail(),
  password: newPassword(),
  adminKey: zx.string().check(zx.trim(), zx.minLength(1, { abort: true }), zx.maxLength(200)),
});
export type SignupFormValues = z.infer<typeof SignupFormSchema>;

export const PASSWORD_RESET_FORM_LABELS = { email: CREDENTIAL_LABELS.email } as const;

/** /login/forget-password */
export const PasswordResetFormSchema = zx.object({ email: requiredEmail() });
export type PasswordResetFormValues = z.infer<typeof PasswordResetFormSchema>;
