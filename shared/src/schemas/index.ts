export { WorkerSchema, MeResponseSchema } from './worker';
export type { Worker, MeResponse } from './worker';
export { LoginRequestSchema, LoginResponseSchema, LoginFormSchema, LOGIN_FORM_LABELS } from './auth';
export type { LoginRequest, LoginResponse, LoginForm, LoginFormValues, LoginFormInput } from './auth';
export { ApiErrorBodySchema } from './api-error';
export type { ApiErrorBody } from './api-error';
export { StoredTokenSchema } from './storage';
export type { StoredToken } from './storage';
export { notOneOf, trimmed } from './checks';
