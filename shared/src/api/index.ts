// shared/api (federated, provided by the shell): the one HTTP client and the calls more than one app makes.
// A call only one remote makes lives in its feature module (the `features` package, features/<remote>), built on `callApi`
// (docs/decisions.md "core and feature modules").
export { ApiError, toApiError, isApiError, messageKeyForStatus } from './api-error';
export type { ApiErrorInit } from './api-error';
export { setServerFieldErrors } from './field-errors';
export {
  api,
  createApi,
  preloadApi,
  whenReadsSettled,
  readsSentBeforeServiceWorker,
  isRetryable,
  RETRY_STATUSES,
  RETRIED_METHODS,
  IDEMPOTENCY_KEY_METHODS,
  IDEMPOTENCY_KEY_HEADER,
  DEFAULT_TIMEOUT_MS,
} from './client';
export type { CreateApiOptions, ApiRequestConfig, ApiResponse, ApiClient } from './client';
export { login, getMe, checkSignupAdminKey, signup, updateProfile } from './endpoints';
export { callApi } from './request';
export { newIdempotencyKey } from './idempotency-key';
export { refreshAfterTokenExpired, setTokenRefresher } from './token-expired';
export type { TokenRefresher } from './token-expired';
export { setSessionRefusedHandler, reportSessionRefused, sessionRefusalOf, refusalForStatus } from './session-refused';
export type { SessionRefusal } from './session-refused';
