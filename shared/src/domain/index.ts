// shared/domain (federated, provided by the shell): the business rules and constants more than one app
// uses. Rules only one remote uses live in its feature module (the `features` package, features/<remote>); workerapi reaches
// a slice's through features/<remote>/server (docs/decisions.md "core and feature modules").
export {
  TOKEN_STORAGE_KEY,
  SALARY_ROUNDING_YEN,
  DEFAULT_MIN_PASSWORD_LENGTH,
  UPDATE_CHECK_INTERVAL_MS,
  SW_URL,
  SW_SCOPE,
  MANIFEST_URL,
  LOCAL_ENVIRONMENT,
  MAX_PARALLEL_PRELOADS,
  PREFETCH_BLOCKED_EFFECTIVE_TYPES,
  TOKEN_REFRESH_BEFORE_EXPIRY_MS,
  TOKEN_REFRESH_RETRY_MIN_MS,
  TOKEN_REFRESH_RETRY_MAX_MS,
  TOKEN_EXPIRY_BUFFER_MS,
  TOKEN_REFRESH_TIMEOUT_DESKTOP_MS,
  TOKEN_REFRESH_TIMEOUT_MOBILE_MS,
  tokenRefreshBackoffMs,
  ICON_NAMES,
} from './constants';
export type { IconName } from './constants';
export {
  PASSWORD_REQUIREMENTS,
  DEFAULT_PASSWORD_POLICY,
  checkPasswordPolicy,
  meetsPasswordPolicy,
  unmetPasswordRequirements,
} from './password-policy';
export type { PasswordPolicy, PasswordRequirement, PasswordRequirementStatus } from './password-policy';
export {
  EMAIL_CHANGE_TTL_HOURS,
  EMAIL_CHANGE_TTL_MS,
  EMAIL_CHANGE_PATH,
  EMAIL_CHANGE_CONFIRM_PARAM,
  SIGNUP_PROFILE_PATH,
  emailChangeConfirmUrl,
} from './account-flows';
export { MYPAGE_PATH, isMypagePath, returnPathAfterSignIn } from './sign-in-return';
export { MYPAGE_MESSAGES_ANCHOR, MYPAGE_MESSAGES_PATH } from './mypage-links';
export type { LoginReason } from './sign-in-return';
export { ACCOUNT_TYPES, ACCOUNT_TYPE_VALUES, isAccountType, accountTypeLabel } from './account-types';
export type { AccountType } from './account-types';
