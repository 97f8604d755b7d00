// shared/schemas (federated, provided by the shell): the zod/mini schemas more than one app uses — the
// worker, the session's calls, the stored token, API errors, the profile, calendar dates and times.
// A form or request only one remote has lives in its feature module (the `features` package, features/<remote>); workerapi
// reaches a slice's through features/<remote>/server (docs/decisions.md "core and feature modules").
export { WorkerSchema, MeResponseSchema } from './worker';
export type { Worker, MeResponse } from './worker';
export { LoginRequestSchema, LoginResponseSchema } from './auth';
export type { LoginRequest, LoginResponse } from './auth';
export { ApiErrorBodySchema } from './api-error';
export type { ApiErrorBody } from './api-error';
export { StoredTokenSchema } from './storage';
export type { StoredToken } from './storage';
export { notOneOf, trimmed, requiredEmail, requiredPassword, newPassword } from './checks';
export { zx } from './zod';
export { IsoDateSchema, ShiftTimeSchema, InstantSchema } from './calendar';
export { ProfileUpdateSchema, KATAKANA_PATTERN, PHONE_PATTERN, normalizePhone } from './profile';
export type { ProfileUpdate, ProfileUpdateInput } from './profile';
export { ACCOUNT_TYPE_TUPLE, BankAccountSchema } from './bank-account';
export type { BankAccount } from './bank-account';
export {
  AdminKeyCheckRequestSchema,
  AdminKeyCheckResponseSchema,
  SignupRequestSchema,
  SignupResponseSchema,
  ProfileUpdateResponseSchema,
} from './signup';
export type {
  AdminKeyCheckRequest,
  AdminKeyCheckResponse,
  SignupRequest,
  SignupResponse,
  ProfileUpdateResponse,
} from './signup';
export * from './live-events';
