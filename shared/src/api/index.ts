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
