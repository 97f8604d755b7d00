import type { z } from 'zod/mini';
import { ApiError, toApiError } from './api-error';
import { api, type ApiRequestConfig, type ApiResponse } from './client';

/** Sends a request with the one client and parses the response with its zod schema (a mismatch is SERVER_ERROR). */
export async function callApi<T>(schema: z.ZodMiniType<T>, config: ApiRequestConfig): Promise<T> {
  let response: ApiResponse;
  try {
    response = await api.request(config);
  } catch (error) {
    throw toApiError(error);
  }
  const parsed = schema.safeParse(response.data);
  if (!parsed.success) {
    throw new ApiError({ status: response.status, key: 'SERVER_ERROR', cause: parsed.error });
  }
  return parsed.data;
}
