export { WorkerSchema, MeResponseSchema } from './worker';
export type { Worker, MeResponse } from './worker';
export { LoginRequestSchema, LoginResponseSchema, LoginFormSchema, LOGIN_FORM_LABELS } from './auth';
export type { LoginRequest, LoginResponse, LoginForm, LoginFormValues, LoginFormInput } from './auth';
export { ApiErrorBodySchema } from './api-error';
export type { ApiErrorBody } from './api-error';
export { StoredTokenSchema } from './storage';
export type { StoredToken } from './storage';
export { notOneOf, trimmed } from './checks';
export { ProfileUpdateSchema, KATAKANA_PATTERN, PHONE_PATTERN, normalizePhone } from './profile';
export type { ProfileUpdate, ProfileUpdateInput } from './profile';
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
