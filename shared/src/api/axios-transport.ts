// The axios half of shared/api (docs/decisions.md "shared/api on axios + axios-retry, loaded lazily"): one
// axios instance per client with axios-retry for the spec §7 policy. Only client.ts imports this file, and only
// with a dynamic import(), so axios is downloaded when the first call is made (or when the app warms it up),
// never on /login's first paint.
import axios, { AxiosError, AxiosHeaders, isCancel, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import axiosRetry from 'axios-retry';
import { ApiErrorBodySchema } from 'shared/schemas';
import {
  HttpError,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_METHODS,
  isRetriedAttempt,
  type ApiAdapter,
  type ApiRequestConfig,
  type ApiResponse,
  type HttpErrorCode,
} from './client';
import { sessionRefusalOf, type SessionRefusal } from './session-refused';
import { headersOf, isJsonType } from './early-answers';

export interface TransportSettings {
  baseURL: () => string;
  getToken: () => string | null;
  retryDelay: (retryCount: number, error: HttpError) => number;
  /** Read for each attempt: tests swap `client.defaults.adapter` after the client was made. */
  adapter: () => ApiAdapter;
  timeout: number;
  onTokenExpired?: () => Promise<string | null>;
  /**
   * Called when a call sent with the stored token is refused for the session itself (./session-refused.ts), and
   * the store still holds that token (a token stored since is a new session: its calls decide for it).
   */
  onSessionRefused?: (refusal: SessionRefusal) => void;
  /** A fresh Idempotency-Key (passed in, so the key module stays in shared/api's chunk instead of a chunk of its own). */
  newKey: () => string;
}

export type Transport = (config: ApiRequestConfig) => Promise<ApiResponse>;

const isFormData = (data: unknown): data is FormData => typeof FormData !== 'undefined' && data instanceof FormData;

function plainHeaders(headers: AxiosHeaders | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers?.toJSON() ?? {})) {
    if (value !== undefined && value !== null) result[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return result;
}

/**
 * axios' adapter slot filled with the client's fetch-shaped ApiAdapter (global fetch by default; tests put a
 * scripted one there). It also does what axios' own xhr/fetch adapters do: the timeout, the caller's signal,
 * settle by status, and no Content-Type for FormData so the browser writes multipart with its boundary.
 */
function bridge(adapter: () => ApiAdapter): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const method = (config.method ?? 'get').toUpperCase();
    const headers = plainHeaders(config.headers);
    const data: unknown = config.data;
    const body = typeof data === 'string' || isFormData(data) ? data : undefined;
    if (isFormData(data)) for (const name of Object.keys(headers)) if (name.toLowerCase() === 'content-type') delete headers[name];

    const caller = config.signal;
    if (caller?.aborted) throw new axios.CanceledError(undefined, undefined, config);
    const controller = new AbortController();
    const abort = () => controller.abort();
    caller?.addEventListener?.('abort', abort, { once: true });
    let timedOut = false;
    const timeout = config.timeout ?? 0;
    const timer = timeout > 0 ? setTimeout(() => { timedOut = true; controller.abort(); }, timeout) : undefined;
    try {
      let res: Response;
      try {
        res = await adapter()({
          method, url: axios.getUri(config), path: config.url ?? '', baseURL: config.baseURL ?? '',
          params: config.params, headers, body, signal: controller.signal,
        });
      } catch {
        if (caller?.aborted) throw new axios.CanceledError(undefined, undefined, config);
        if (timedOut) throw new AxiosError(`timeout of ${timeout}ms exceeded`, AxiosError.ETIMEDOUT, config);
        throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, undefined, undefined);
      }
      const response: AxiosResponse = {
        status: res.status, statusText: res.statusText, headers: new AxiosHeaders(headersOf(res)), config,
        data: config.responseType === 'blob' ? await res.blob() : await res.text(),
      };
      const valid = config.validateStatus ? config.validateStatus(res.status) : res.ok;
      if (valid) return response;
      throw new AxiosError(`Request failed with status code ${res.status}`, res.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST, config, undefined, response);
    } finally {
      clearTimeout(timer);
      caller?.removeEventListener?.('abort', abort);
    }
  };
}

/**
 * After axios' own JSON parsing (which keeps a body that is not JSON as text): a 2xx that says it is JSON but
 * does not parse is a broken answer (SERVER_ERROR for the worker), not data.
 */
function rejectBrokenJson(this: InternalAxiosRequestConfig, data: unknown, headers: AxiosHeaders, status?: number): unknown {
  const type = String(headers.get('content-type') ?? '');
  if (typeof data === 'string' && data !== '' && status !== undefined && status >= 200 && status < 300 && isJsonType(type) && this.responseType !== 'blob') {
    const response: AxiosResponse = { status, statusText: '', headers, config: this, data };
    throw new AxiosError('Invalid JSON in the response', AxiosError.ERR_BAD_RESPONSE, this, undefined, response);
  }
  return data;
}

const AXIOS_TO_HTTP: Record<string, HttpErrorCode> = {
  [AxiosError.ERR_BAD_REQUEST]: 'ERR_BAD_REQUEST',
  [AxiosError.ERR_BAD_RESPONSE]: 'ERR_BAD_RESPONSE',
  [AxiosError.ETIMEDOUT]: 'ERR_TIMEOUT',
  [AxiosError.ECONNABORTED]: 'ERR_TIMEOUT',
};

/** axios' error as the app's HttpError (the type toApiError normalises); `config` is the caller's. */
function toHttpError(error: AxiosError | HttpError, config: ApiRequestConfig): HttpError {
  if (error instanceof HttpError) return error;
  if (isCancel(error)) return new HttpError('canceled', 'ERR_CANCELED', config, undefined, error);
  if (error instanceof AxiosError) {
    const res = error.response;
    const response: ApiResponse | undefined = res
      ? { status: res.status, data: res.data, headers: plainHeaders(res.headers instanceof AxiosHeaders ? res.headers : new AxiosHeaders(plainRecord(res.headers))) }
      : undefined;
    const code: HttpErrorCode = AXIOS_TO_HTTP[error.code ?? ''] ?? (response ? (response.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST') : 'ERR_NETWORK');
    return new HttpError(error.message, code, config, response, error);
  }
  return error;
}

/** What a call rejects with: axios' errors as HttpError; anything else (no config loaded yet, a bug) as it is. */
function failure(error: unknown, config: ApiRequestConfig): unknown {
  return error instanceof AxiosError || error instanceof HttpError ? toHttpError(error, config) : error;
}

function plainRecord(headers: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (headers && typeof headers === 'object') for (const [k, v] of Object.entries(headers)) if (typeof v === 'string') result[k] = v;
  return result;
}

const findHeader = (headers: Record<string, string>, name: string): string | undefined =>
  Object.keys(headers).find((key) => key.toLowerCase() === name.toLowerCase());

/** The session refusal an answer is (401 UNAUTHENTICATED, 403 ACCESS_DENIED), or null. */
function sessionRefusal(error: unknown): SessionRefusal | null {
  if (!(error instanceof AxiosError) || !error.response) return null;
  return sessionRefusalOf(error.response.status, error.response.data);
}

/** A 401 whose body is the workerapi error `TOKEN_EXPIRED` (docs/contracts.md "workerapi errors"). */
function isTokenExpired(error: unknown): error is AxiosError {
  if (!(error instanceof AxiosError) || error.response?.status !== 401) return false;
  const body = ApiErrorBodySchema.safeParse(error.response.data);
  return body.success && body.data.error.code === 'TOKEN_EXPIRED';
}

export function createTransport(settings: TransportSettings): Transport {
  const instance = axios.create({
    headers: { Accept: 'application/json' },
    timeout: settings.timeout,
    adapter: bridge(settings.adapter),
    transformResponse: [...toArray(axios.defaults.transformResponse), rejectBrokenJson],
  });

  instance.interceptors.request.use((config) => {
    config.baseURL = settings.baseURL();
    const method = (config.method ?? 'get').toLowerCase();
    const headers = config.headers;
    // Spec §6: "Every API call carries an Authorization header 'Bearer' with the stored token."
    // A call that sets its own (login sends the fresh ID token it is exchanging) keeps it.
    if (!headers.has('Authorization')) {
      const token = settings.getToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
    }
    // Spec §7: "GET sends query parameters and a JSON content type. Mutations send JSON, except the image
    // upload, which sends form data." Naming multipart keeps axios from turning the form into JSON; the
    // adapter then drops it so the browser writes it with its boundary.
    headers.set('Content-Type', isFormData(config.data) ? 'multipart/form-data' : 'application/json');
    // One key per logical request: the retry re-enters this interceptor with the same headers, so keeps it.
    if (IDEMPOTENCY_KEY_METHODS.includes(method) && !headers.has(IDEMPOTENCY_KEY_HEADER)) {
      headers.set(IDEMPOTENCY_KEY_HEADER, settings.newKey());
    }
    return config;
  });

  // Spec §7: mutations once on the listed statuses, everything else 0 times. axios-retry re-sends the same
  // config (same Idempotency-Key, same body) and gives the retry only what is left of the timeout.
  axiosRetry(instance, {
    retries: 1,
    retryCondition: (error) => isRetriedAttempt(error.config?.method, error.response?.status),
    retryDelay: (count, error) => settings.retryDelay(count, toHttpError(error, fromAxios(error.config))),
  });

  let refreshing: Promise<string | null> | null = null;
  /** One refresh for every call that finds the token expired at the same time. */
  const refreshOnce = (refresh: () => Promise<string | null>): Promise<string | null> => {
    refreshing ??= refresh().catch(() => null).finally(() => { refreshing = null; });
    return refreshing;
  };

  return async (config) => {
    const method = (config.method ?? 'get').toLowerCase();
    const request = {
      method, url: config.url, params: config.params, headers: { ...config.headers },
      ...(config.data !== undefined && method !== 'get' && method !== 'head' ? { data: config.data } : {}),
      ...(config.signal ? { signal: config.signal } : {}),
      ...(config.responseType === 'blob' ? { responseType: 'blob' as const } : {}),
      ...(config.timeout !== undefined ? { timeout: config.timeout } : {}),
    };
    const ownAuthorization = findHeader(request.headers, 'Authorization') !== undefined;
    /** The call's failure; a refusal of the session that sent the stored token is reported first. */
    const settle = (error: unknown): unknown => {
      const refusal = ownAuthorization ? null : sessionRefusal(error);
      const token = settings.getToken();
      if (refusal && token && error instanceof AxiosError && error.config?.headers.get('Authorization') === `Bearer ${token}`) {
        settings.onSessionRefused?.(refusal);
      }
      return failure(error, config);
    };
    try {
      const response = await instance.request(request);
      return { status: response.status, data: response.data, headers: plainHeaders(toAxiosHeaders(response.headers)) };
    } catch (error) {
      // The hardening seam: a token that expired on the server → one forced refresh, the call once more with
      // the new token and the same Idempotency-Key. A caller's own Authorization (login, sign-up) is not ours.
      const refresh = settings.onTokenExpired;
      if (!refresh || !isTokenExpired(error) || ownAuthorization) throw settle(error);
      // Another call refreshed the token since this one was sent: use that one instead of refreshing again.
      const sent = error.config?.headers.get('Authorization');
      const current = settings.getToken();
      const token = current && sent !== `Bearer ${current}` ? current : await refreshOnce(refresh);
      if (!token) throw failure(error, config);
      const key = error.config?.headers.get(IDEMPOTENCY_KEY_HEADER);
      const headers: Record<string, string> = { ...request.headers, Authorization: `Bearer ${token}` };
      if (typeof key === 'string' && !findHeader(headers, IDEMPOTENCY_KEY_HEADER)) headers[IDEMPOTENCY_KEY_HEADER] = key;
      try {
        const response = await instance.request({ ...request, headers });
        return { status: response.status, data: response.data, headers: plainHeaders(toAxiosHeaders(response.headers)) };
      } catch (again) {
        throw settle(again);
      }
    }
  };
}

function toAxiosHeaders(headers: unknown): AxiosHeaders {
  return headers instanceof AxiosHeaders ? headers : new AxiosHeaders(plainRecord(headers));
}

const METHODS = ['get', 'head', 'options', 'post', 'put', 'patch', 'delete'] as const;

function fromAxios(config: InternalAxiosRequestConfig | undefined): ApiRequestConfig {
  const lower = (config?.method ?? 'get').toLowerCase();
  return { url: config?.url ?? '', method: METHODS.find((m) => m === lower) ?? 'get' };
}

function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
