import {
  AdminKeyCheckResponseSchema,
  LoginResponseSchema,
  MeResponseSchema,
  ProfileUpdateResponseSchema,
  SignupResponseSchema,
  type AdminKeyCheckRequest,
  type AdminKeyCheckResponse,
  type ProfileUpdate,
  type ProfileUpdateResponse,
  type SignupRequest,
  type SignupResponse,
  type LoginRequest,
  type LoginResponse,
  type MeResponse,
} from 'shared/schemas';
import { callApi as call } from './request';

/**
 * POST /workerapi/workers/login {email, token} (spec §7): exchanges the identity provider's ID token for
 * the worker. The fresh token also goes in the Authorization header (no token is stored yet at this point).
 */
export function login(body: LoginRequest): Promise<LoginResponse> {
  return call(LoginResponseSchema, {
    method: 'POST',
    url: '/workerapi/workers/login',
    data: body,
    headers: { Authorization: `Bearer ${body.token}` },
  });
}

/** GET /workerapi/me → { worker } (spec §7). */
export function getMe(): Promise<MeResponse> {
  return call(MeResponseSchema, { method: 'GET', url: '/workerapi/me' });
}

/** POST /workerapi/workers/check/signup-admin-key {adminKey} (spec §6/§7): checked before anything is created. */
export function checkSignupAdminKey(body: AdminKeyCheckRequest): Promise<AdminKeyCheckResponse> {
  return call(AdminKeyCheckResponseSchema, { method: 'POST', url: '/workerapi/workers/check/signup-admin-key', data: body });
}

/** POST /workerapi/workers/signup {email, token, adminKey} (spec §7); the new ID token authorises the call. */
export function signup(body: SignupRequest): Promise<SignupResponse> {
  return call(SignupResponseSchema, {
    method: 'POST',
    url: '/workerapi/workers/signup',
    data: body,
    headers: { Authorization: `Bearer ${body.token}` },
  });
}

/** POST /workerapi/update: the caller's profile → { worker }. */
export function updateProfile(body: ProfileUpdate): Promise<ProfileUpdateResponse> {
  return call(ProfileUpdateResponseSchema, { method: 'POST', url: '/workerapi/update', data: body });
}
