import {
  EmailChangeConfirmResponseSchema,
  EmailChangeResponseSchema,
  type EmailChangeConfirmRequest,
  type EmailChangeConfirmResponse,
  type EmailChangeRequestInput,
  type EmailChangeResponse,
} from './credentials-schemas';
import { callApi } from 'shared/api';

/**
 * POST /workerapi/email {newEmail} (spec §7): starts an e-mail change — a confirmation mail with a link goes to
 * the new address; nothing changes until the link is opened. Reauthenticate (shared/auth) before calling.
 */
export function requestEmailChange(body: EmailChangeRequestInput): Promise<EmailChangeResponse> {
  return callApi(EmailChangeResponseSchema, { method: 'POST', url: '/workerapi/email', data: body });
}

/** POST /workerapi/email/confirm {token}: the link was opened — the provider and the database change together. */
export function confirmEmailChange(body: EmailChangeConfirmRequest): Promise<EmailChangeConfirmResponse> {
  return callApi(EmailChangeConfirmResponseSchema, { method: 'POST', url: '/workerapi/email/confirm', data: body });
}
