import { ERROR_MESSAGES, type MessageKey } from 'shared/messages';
import { ApiErrorBodySchema } from 'shared/schemas';
import { HttpError } from './client';

/** The catalogue key for an HTTP status: 403 ACCESS_DENIED, 404 NOT_FOUND, 5xx SERVER_ERROR, else DEFAULT. */
export function messageKeyForStatus(status: number): MessageKey {
  if (status === 403) return 'ACCESS_DENIED';
  if (status === 404) return 'NOT_FOUND';
  if (status >= 500) return 'SERVER_ERROR';
  return 'DEFAULT';
}

export interface ApiErrorInit {
  status: number | null;
  key: MessageKey;
  /** Japanese; defaults to ERROR_MESSAGES[key]. */
  message?: string;
  /** The server's error code (docs/contracts.md "workerapi errors"), e.g. 'VALIDATION_ERROR'. */
  code?: string | null;
  fields?: Record<string, string[]>;
  canceled?: boolean;
  cause?: unknown;
}

/**
 * Every failure of an API call, normalised: `status` (null when no response arrived), the catalogue `key`,
 * a Japanese `message` a worker can read, and per-field messages from a 4xx body.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number | null;
  readonly key: MessageKey;
  readonly code: string | null;
  readonly fields?: Record<string, string[]>;
  /** True when the request was aborted by the app (e.g. a page unmounted), not by the network. */
  readonly canceled: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message || ERROR_MESSAGES[init.key], init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.key = init.key;
    this.code = init.code ?? null;
    if (init.fields) this.fields = init.fields;
    this.canceled = init.canceled ?? false;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Normalises anything thrown by an API call into an ApiError:
 * - a response with status 403 → ACCESS_DENIED, 404 → NOT_FOUND, 5xx → SERVER_ERROR, other → DEFAULT;
 *   for a 4xx whose body is the workerapi error body, the server's Japanese message and fields are kept,
 *   otherwise the message is ERROR_MESSAGES[key];
 * - a 2xx whose body could not be read (invalid JSON) → SERVER_ERROR with that status;
 * - no response (offline, DNS, timeout, CORS, abort) → NETWORK_ERROR with status null (`canceled` for an abort);
 * - anything else → DEFAULT with status null.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof HttpError) {
    const response = error.response;
    if (!response) {
      return new ApiError({ status: null, key: 'NETWORK_ERROR', canceled: error.code === 'ERR_CANCELED', cause: error });
    }
    const status = response.status;
    const key = status >= 200 && status < 300 ? 'SERVER_ERROR' : messageKeyForStatus(status);
    if (status >= 400 && status < 500) {
      const body = ApiErrorBodySchema.safeParse(response.data);
      if (body.success) {
        const { code, message, fields } = body.data.error;
        return new ApiError({ status, key, message, code, ...(fields ? { fields } : {}), cause: error });
      }
    }
    return new ApiError({ status, key, cause: error });
  }
  return new ApiError({ status: null, key: 'DEFAULT', cause: error });
}
