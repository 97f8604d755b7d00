import axios, { type AxiosError, type AxiosInstance, type CreateAxiosDefaults } from 'axios';
import axiosRetry, { exponentialDelay } from 'axios-retry';
import { getConfig } from 'shared/config';
import { sessionStore } from 'shared/store';
import { newIdempotencyKey } from './idempotency-key';

/** Spec §7: mutating requests are retried "once on statuses 408, 409, 425, 429, 500, 502, 503, 504". */
export const RETRY_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];
/** Spec §7: the mutating methods retried once. Idempotent ones (GET, HEAD, OPTIONS, PUT, DELETE) are retried 0 times. */
export const RETRIED_METHODS: readonly string[] = ['post', 'patch'];
/** Methods that carry an Idempotency-Key (every mutation). */
export const IDEMPOTENCY_KEY_METHODS: readonly string[] = ['post', 'put', 'patch', 'delete'];
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** A request that hangs is turned into a network error after this long (a way forward instead of a spinner forever). */
export const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * The spec's retry policy: only POST/PATCH, only on the listed statuses. Network errors (no status) are NOT
 * retried: the spec names statuses only, and a request lost after reaching the server is safer left to the
 * worker's explicit retry (the Idempotency-Key would make it safe, but the policy is the spec's).
 */
export function isRetryable(error: AxiosError): boolean {
  const method = (error.config?.method ?? 'get').toLowerCase();
  const status = error.response?.status;
  return RETRIED_METHODS.includes(method) && status !== undefined && RETRY_STATUSES.includes(status);
}

export interface CreateApiOptions {
  /** Read for each request (the config loads after the module); default `getConfig().apiBaseUrl`. */
  baseURL?: () => string;
  /** Read for each request; default the session store's token. */
  getToken?: () => string | null;
  /** Delay before the retry; default axios-retry's exponential delay (honours Retry-After). */
  retryDelay?: (retryCount: number, error: AxiosError) => number;
  adapter?: CreateAxiosDefaults['adapter'];
  timeout?: number;
}

function isFormData(data: unknown): boolean {
  return typeof FormData !== 'undefined' && data instanceof FormData;
}

/** Builds an axios instance with the spec §6/§7 behaviour (the app uses the one `api`; tests build their own). */
export function createApi(options: CreateApiOptions = {}): AxiosInstance {
  const baseURL = options.baseURL ?? (() => getConfig().apiBaseUrl);
  const getToken = options.getToken ?? (() => sessionStore.getState().token);

  const instance = axios.create({
    headers: { Accept: 'application/json' },
    timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });

  instance.interceptors.request.use((config) => {
    config.baseURL ??= baseURL();
    const method = (config.method ?? 'get').toLowerCase();
    const headers = config.headers;

    // Spec §6: "Every API call carries an Authorization header 'Bearer' with the stored token."
    // A call that sets its own (login sends the fresh ID token it is exchanging) keeps it.
    if (!headers.has('Authorization')) {
      const token = getToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
    }

    // Spec §7: "GET sends query parameters and a JSON content type. Mutations send JSON, except the image
    // upload, which sends form data." For FormData axios' adapters drop this bare multipart type so the
    // browser writes it with its boundary; naming it keeps axios from serialising the form as JSON.
    headers.set('Content-Type', isFormData(config.data) ? 'multipart/form-data' : 'application/json');

    // One key per logical request: the retry re-enters this interceptor with the same headers, so keeps it.
    if (IDEMPOTENCY_KEY_METHODS.includes(method) && !headers.has(IDEMPOTENCY_KEY_HEADER)) {
      headers.set(IDEMPOTENCY_KEY_HEADER, newIdempotencyKey());
    }
    return config;
  });

  axiosRetry(instance, {
    retries: 1,
    retryCondition: isRetryable,
    retryDelay: options.retryDelay ?? ((count, error) => exponentialDelay(count, error)),
  });

  return instance;
}

/** The one HTTP client of the app. */
export const api: AxiosInstance = createApi();
