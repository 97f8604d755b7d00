import { z } from 'zod/mini';
import { DEFAULT_MIN_PASSWORD_LENGTH } from 'shared/domain';
import { UI } from 'shared/messages';
import { WorkerSchema } from './worker';

/** POST /workerapi/workers/login (spec §7): `token` is the identity provider's ID token. */
export const LoginRequestSchema = z.object({
  email: z.email(),
  token: z.string().check(z.minLength(1)),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const LoginResponseSchema = z.object({ worker: WorkerSchema });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** Field labels of the sign-in form, for `jaErrorMap(LOGIN_FORM_LABELS)`. */
export const LOGIN_FORM_LABELS = {
  email: UI.emailLabel,
  password: UI.passwordLabel,
} as const;

/**
 * The sign-in form. E-mail is trimmed, required, then checked for format; the password is required and
 * at least DEFAULT_MIN_PASSWORD_LENGTH (spec §5/§9: 6) characters. Render messages with
 * `jaErrorMap(LOGIN_FORM_LABELS)`: 'メールアドレスを入力してください', 'パスワードは6文字以上で入力してください' …
 */
export const LoginFormSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, { abort: true }), z.email()),
  password: z.string().check(z.minLength(1, { abort: true }), z.minLength(DEFAULT_MIN_PASSWORD_LENGTH)),
});
export type LoginFormValues = z.infer<typeof LoginFormSchema>;
/** Alias of LoginFormValues. */
export type LoginForm = LoginFormValues;
export type LoginFormInput = z.input<typeof LoginFormSchema>;
