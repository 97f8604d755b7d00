import { z } from 'zod/mini';
import { CREDENTIAL_LABELS } from 'shared/messages';
import { PASSWORD_CHANGE_UI } from '../messages/account-flows';
import { newPassword, requiredEmail, requiredPassword, WorkerSchema } from 'shared/schemas';

// My page's account-flow forms and requests: password change (/mypage/password) and e-mail change
// (/mypage/email, POST /workerapi/email …), and the local mail outbox. Bundled by mfe-mypage through
// shared/features/mypage; workerapi validates the same requests.
export const PASSWORD_CHANGE_FORM_LABELS = {
  currentPassword: CREDENTIAL_LABELS.currentPassword,
  newPassword: CREDENTIAL_LABELS.newPassword,
  confirmPassword: CREDENTIAL_LABELS.confirmPassword,
} as const;

/** /mypage/password: the current password (reauthentication), the new one twice. */
export const PasswordChangeFormSchema = z
  .object({
    currentPassword: requiredPassword(),
    newPassword: newPassword(),
    confirmPassword: requiredPassword(),
  })
  .check(
    z.refine((v) => v.confirmPassword === v.newPassword, { path: ['confirmPassword'], error: PASSWORD_CHANGE_UI.mismatch }),
    z.refine((v) => v.newPassword === '' || v.newPassword !== v.currentPassword, {
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
export const EmailChangeFormSchema = z.object({
  newEmail: requiredEmail(),
  password: requiredPassword(),
});
export type EmailChangeFormValues = z.infer<typeof EmailChangeFormSchema>;

/** POST /workerapi/email {newEmail}: starts an e-mail change (a confirmation mail goes to the new address). */
export const EmailChangeRequestSchema = z.strictObject({
  newEmail: z.string().check(z.trim(), z.minLength(1, { abort: true }), z.maxLength(254), z.email(), z.toLowerCase()),
});
export type EmailChangeRequest = z.infer<typeof EmailChangeRequestSchema>;
export type EmailChangeRequestInput = z.input<typeof EmailChangeRequestSchema>;

/** 202 → where the confirmation mail went and until when its link is valid (ISO 8601). */
export const EmailChangeResponseSchema = z.object({
  sentTo: z.email(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type EmailChangeResponse = z.infer<typeof EmailChangeResponseSchema>;

/** The token of the confirmation link: 32 random bytes, base64url (43 characters). */
export const EMAIL_CHANGE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** POST /workerapi/email/confirm {token}: applies the change (provider and database together). */
export const EmailChangeConfirmRequestSchema = z.strictObject({
  token: z.string().check(z.minLength(1, { abort: true }), z.regex(EMAIL_CHANGE_TOKEN_PATTERN)),
});
export type EmailChangeConfirmRequest = z.infer<typeof EmailChangeConfirmRequestSchema>;

/** → the worker with its new e-mail. */
export const EmailChangeConfirmResponseSchema = z.object({ worker: WorkerSchema });
export type EmailChangeConfirmResponse = z.infer<typeof EmailChangeConfirmResponseSchema>;

/** GET /workerapi/__dev/outbox?to=… (local/test only): the mails the local outbox holds, newest first. */
export const OutboxQuerySchema = z.strictObject({ to: z.optional(z.email()) });
export const OutboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof OutboxMailSchema>;
export const OutboxResponseSchema = z.object({ mails: z.array(OutboxMailSchema) });
export type OutboxResponse = z.infer<typeof OutboxResponseSchema>;
