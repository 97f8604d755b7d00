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
  GUARD_EXCLUDED_PATHS,
  TOKEN_REFRESH_BEFORE_EXPIRY_MS,
  TOKEN_REFRESH_RETRY_MIN_MS,
  TOKEN_REFRESH_RETRY_MAX_MS,
  TOKEN_EXPIRY_BUFFER_MS,
  TOKEN_REFRESH_TIMEOUT_DESKTOP_MS,
  TOKEN_REFRESH_TIMEOUT_MOBILE_MS,
  tokenRefreshBackoffMs,
  DOCUMENT_DB_CACHE_SIZE_BYTES,
  DOCUMENT_DB_MIN_CACHE_SIZE_BYTES,
  DOCUMENT_DB_OFFLINE_DECISION_MS,
  DOCUMENT_DB_STREAM_IDLE_MS,
  DOCUMENT_DB_BACKOFF_INITIAL_MS,
  DOCUMENT_DB_BACKOFF_FACTOR,
  DOCUMENT_DB_BACKOFF_MAX_MS,
  DOCUMENT_DB_MAX_PENDING_WRITE_BATCHES,
  ICON_NAMES,
} from './constants';
export type { IconName } from './constants';
export { workerSalary, requiredCharge } from './salary';
export { ACCOUNT_TYPES, ACCOUNT_TYPE_VALUES, isAccountType, accountTypeLabel } from './account-types';
export type { AccountType } from './account-types';
export { ANSWER_SYMBOLS, ANSWER_KEYS, ANSWER_MEANINGS, isAnswerKey } from './answer-symbols';
export type { AnswerKey, AnswerSymbol } from './answer-symbols';
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
export {
  SHIFT_TIME_ZONE,
  TOKYO_OFFSET_MS,
  SHIFT_NOTE_MAX_LENGTH,
  isIsoDate,
  tokyoDate,
  tokyoInstant,
  addDays,
  datesBetween,
  weekdayOf,
  monthOf,
  firstOfMonth,
  lastOfMonth,
  isShiftPeriodOpen,
  canChangeShiftAnswer,
} from './shifts';
export type { IsoDate } from './shifts';
export {
  HOLDER_NAME_KATAKANA,
  HOLDER_NAME_SYMBOLS,
  HOLDER_NAME_MAX_BANK_LENGTH,
  SMALL_TO_LARGE_KANA,
  HOLDER_NAME_SYMBOL_MAP,
  normalizeHolderName,
  forbiddenHolderNameChars,
  holderNameBankLength,
  checkHolderName,
} from './bank-holder';
export type { HolderNameCheck } from './bank-holder';
export { YUCHO_BANK_CODE, toAsciiDigits, yuchoBranchName, convertYucho } from './yucho';
export type { YuchoAccount, YuchoConversion } from './yucho';
export {
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_MAX_EDGE_PX,
  PROFILE_IMAGE_TYPES,
  PROFILE_IMAGE_EXTENSIONS,
  IMAGE_SNIFF_BYTES,
  sniffImageType,
  isProfileImageType,
  fitWithin,
} from './profile-image';
export type { ProfileImageType } from './profile-image';
