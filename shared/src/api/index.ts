export { ApiError, toApiError, isApiError, messageKeyForStatus } from './api-error';
export type { ApiErrorInit } from './api-error';
export {
  api,
  createApi,
  isRetryable,
  RETRY_STATUSES,
  RETRIED_METHODS,
  IDEMPOTENCY_KEY_METHODS,
  IDEMPOTENCY_KEY_HEADER,
  DEFAULT_TIMEOUT_MS,
} from './client';
export type { CreateApiOptions } from './client';
export { login, getMe, checkSignupAdminKey, signup, updateProfile } from './endpoints';
export { callApi } from './request';
export { getShifts, submitShifts, deleteShift } from './shifts';
export type { SubmitShiftsOptions } from './shifts';
export { newIdempotencyKey } from './idempotency-key';
export { getAccount, saveAccount } from './account';
export { getNotices, getNotice, markNoticeRead } from './notices';
export { uploadProfileImage, getProfileImage, PROFILE_IMAGE_FIELD } from './profile-image';
export { searchBanks, searchBranches } from './banks';
export { requestEmailChange, confirmEmailChange } from './account-flows';
