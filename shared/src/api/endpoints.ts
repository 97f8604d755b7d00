import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import type { z } from 'zod/mini';
import {
  LoginResponseSchema,
  MeResponseSchema,
  type LoginRequest,
  type LoginResponse,
  type MeResponse,
} from 'shared/schemas';
import { ApiError, toApiError } from './api-error';
import { api } from './client';

/** Sends a request with the one client and parses the response with its zod schema (a mismatch is SERVER_ERROR). */
async function call<T>(schema: z.ZodMiniType<T>, config: AxiosRequestConfig): Promise<T> {
  let response: AxiosResponse<unknown>;
  try {
    response = await api.request<unknown>(config);
  } catch (error) {
    throw toApiError(error);
  }
  const parsed = schema.safeParse(response.data);
  if (!parsed.success) {
    throw new ApiError({ status: response.status, key: 'SERVER_ERROR', cause: parsed.error });
  }
  return parsed.data;
}

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
