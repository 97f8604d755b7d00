import type { z } from 'zod/mini';
import { zx, newPassword, requiredEmail, requiredPassword, WorkerSchema } from 'shared/schemas';
import { CREDENTIAL_LABELS } from 'shared/messages';
import { PASSWORD_CHANGE_UI } from './credentials-messages';

// My page's sign-in credential forms and requests (not the bank account): password change (/mypage/password) and e-mail change
// (/mypage/email, POST /workerapi/email …), and the local mail outbox. Bundled by mfe-mypage through
// features/mypage; workerapi validates the same requests.
export const PASSWORD_CHANGE_FORM_LABELS = {
  currentPassword: CREDENTIAL_LABELS.currentPassword,
  newPassword: CREDENTIAL_LABELS.newPassword,
  confirmPassword: CREDENTIAL_LABELS.confirmPassword,
} as const;

/** /mypage/password: the current password (reauthentication), the new one twice. */
export const PasswordChangeFormSchema = zx
  .object({
    currentPassword: requiredPassword(),
    newPassword: newPassword(),
    confirmPassword: requiredPassword(),
  })
  .check(
    zx.refine((v) => v.confirmPassword === v.newPassword, { path: ['confirmPassword'], error: PASSWORD_CHANGE_UI.mismatch }),
    zx.refine((v) => v.newPassword === '' || v.newPassword !== v.currentPassword, {
      path: ['newPassword'],
      error: PASSWORD_CHANGE_UI.sameAsCurrent,
    }),
  );
export type PasswordChangeFormValues = z.infer<typeof PasswordChangeFormSchema>;

export const EMAIL_CHANGE_FORM_LABELS = {
  newEmail: CREDENTIAL_LABELS.newEmail,
  password: CREDENTIAL_LABELS.currentPassword,
  token: CREDENTIAL_LABELS.token,
} as const;

/** /mypage/email: the new address and the current password (reauthentication). */
export const EmailChangeFormSchema = zx.object({
  newEmail: requiredEmail(),
  password: requiredPassword(),
});
export type EmailChangeFormValues = z.infer<typeof EmailChangeFormSchema>;

/** POST /workerapi/email {newEmail}: starts an e-mail change (a confirmation mail goes to the new address). */
export const EmailChangeRequestSchema = zx.strictObject({
  newEmail: zx.string().check(zx.trim(), zx.minLength(1, { abort: true }), zx.maxLength(254), zx.email(), zx.toLowerCase()),
});
export type EmailChangeRequest = z.infer<typeof EmailChangeRequestSchema>;
export type EmailChangeRequestInput = z.input<typeof EmailChangeRequestSchema>;

/** 202 → where the confirmation mail went and until when its link is valid (ISO 8601). */
export const EmailChangeResponseSchema = zx.object({
  sentTo: zx.email(),
  expiresAt: zx.iso.datetime({ offset: true }),
});
export type EmailChangeResponse = z.infer<typeof EmailChangeResponseSchema>;

/** The token of the confirmation link: 32 random bytes, base64url (43 characters). */
export const EMAIL_CHANGE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** POST /workerapi/email/confirm {token}: applies the change (provider and database together). */
export const EmailChangeConfirmRequestSchema = zx.strictObject({
  token: zx.string().check(zx.minLength(1, { abort: true }), zx.regex(EMAIL_CHANGE_TOKEN_PATTERN)),
});
export type EmailChangeConfirmRequest = z.infer<typeof EmailChangeConfirmRequestSchema>;

/** → the worker with its new e-mail. */
export const EmailChangeConfirmResponseSchema = zx.object({ worker: WorkerSchema });
export type EmailChangeConfirmResponse = z.infer<typeof EmailChangeConfirmResponseSchema>;

/** GET /workerapi/__dev/outbox?to=… (local/test only): the mails the local outbox holds, newest first. */
export const OutboxQuerySchema = zx.strictObject({ to: zx.optional(zx.email()) });
export const OutboxMailSchema = zx.object({
  id: zx.string(),
  to: zx.string(),
  from: zx.string(),
  subject: zx.string(),
  text: zx.string(),
  createdAt: zx.string(),
});
export type OutboxMail = z.infer<typeof OutboxMailSchema>;
export const OutboxResponseSchema = zx.object({ mails: zx.array(OutboxMailSchema) });
export type OutboxResponse = z.infer<typeof OutboxResponseSchema>;
