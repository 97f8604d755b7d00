// Constants of the account flows (sign-up, password reset, password and e-mail change) that the browser and
// workerapi share.

/** How long the confirmation link of an e-mail change stays valid. */
export const EMAIL_CHANGE_TTL_HOURS = 24;
export const EMAIL_CHANGE_TTL_MS = EMAIL_CHANGE_TTL_HOURS * 60 * 60 * 1000;

/** The page the confirmation link opens, and the query parameter that carries the token. */
export const EMAIL_CHANGE_PATH = '/mypage/email';
export const EMAIL_CHANGE_CONFIRM_PARAM = 'confirm';

/** The page a worker completes the profile on after sign-up (and is brought back to until it is saved). */
export const SIGNUP_PROFILE_PATH = '/signup/profile';

/** The confirmation link sent to the new address: `<origin>/mypage/email?confirm=<token>`. */
export function emailChangeConfirmUrl(origin: string, token: string): string {
  const url = new URL(EMAIL_CHANGE_PATH, origin);
  url.searchParams.set(EMAIL_CHANGE_CONFIRM_PARAM, token);
  return url.toString();
}
