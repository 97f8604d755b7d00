import { getConfig } from 'shared/config';
import { sessionStore } from 'shared/store';
import { newIdempotencyKey } from './idempotency-key';
import { isTokenExpired, refreshRegisteredToken, type TokenRefresher } from './token-expired';

/** Spec §7: mutating requests are retried "once on statuses 408, 409, 425, 429, 500, 502, 503, 504". */
export const RETRY_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];
/** Spec §7: the mutating methods retried once. Idempotent ones (GET, HEAD, OPTIONS, PUT, DELETE) are retried 0 times. */
export const RETRIED_METHODS: readonly string[] = ['post', 'patch'];
/** Methods that carry an Idempotency-Key (every mutation). */
export const IDEMPOTENCY_KEY_METHODS: readonly string[] = ['post', 'put', 'patch', 'delete'];
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** A request that hangs is turned into a network error after this long (a way forward instead of a spinner forever). */
export const DEFAULT_TIMEOUT_MS = 30_000;
/** A longer Retry-After is waited for this long only (the retry shares the request's timeout anyway). */
export const MAX_RETRY_AFTER_MS = 10_000;

type LowerMethod = 'get' | 'head' | 'options' | 'post' | 'put' | 'patch' | 'delete';
export type ApiMethod = LowerMethod | Uppercase<LowerMethod>;
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface ApiRequestConfig {
  method?: ApiMethod;
  /** A path joined to the base URL, or an absolute URL. */
  url: string;
  /** Appended to the query string; undefined and null values are left out. */
  params?: QueryParams;
  /** Sent as JSON, or as multipart when a FormData. Not sent with GET/HEAD. */
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** 'json' (default): JSON bodies are parsed, others kept as text. 'blob': the body as a Blob. */
  responseType?: 'json' | 'blob';
  /** Milliseconds for the request and its retry together; default the client's; 0 = none. */
  timeout?: number;
}

export interface ApiResponse {
  status: number;
  data: unknown;
  /** Lower-case names. */
  headers: Record<string, string>;
}

export type HttpErrorCode = 'ERR_NETWORK' | 'ERR_CANCELED' | 'ERR_TIMEOUT' | 'ERR_BAD_REQUEST' | 'ERR_BAD_RESPONSE';

/** What the client throws: no `response` for network errors, timeouts and cancels; otherwise the answer. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly code: HttpErrorCode;
  readonly config: ApiRequestConfig;
  readonly response?: ApiResponse;

  constructor(message: string, code: HttpErrorCode, config: ApiRequestConfig, response?: ApiResponse, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.code = code;
    this.config = config;
    if (response) this.response = response;
  }
}

/** One attempt as it goes on the wire. `url` is the full URL; `path`, `baseURL` and `params` are what built it. */
export interface PreparedRequest {
  method: string;
  url: string;
  path: string;
  baseURL: string;
  params: QueryParams | undefined;
  headers: Record<string, string>;
  body: string | FormData | undefined;
  /** Must reject the returned promise when aborted (timeout or the caller's signal), as fetch does. */
  signal: AbortSignal;
}

/** Sends one attempt; rejects (like fetch) only when no response arrived. */
export type ApiAdapter = (request: PreparedRequest) => Promise<Response>;

export const fetchAdapter: ApiAdapter = ({ url, method, headers, body, signal }) =>
  fetch(url, { method, headers, signal, ...(body === undefined ? {} : { body }) });

type RequestOptions = Omit<ApiRequestConfig, 'url' | 'method' | 'data'>;

export interface ApiClient {
  /** Mutable: tests swap the adapter (`api.defaults.adapter = test.adapter`). */
  defaults: { adapter: ApiAdapter };
  request(config: ApiRequestConfig): Promise<ApiResponse>;
  get(url: string, config?: RequestOptions): Promise<ApiResponse>;
  delete(url: string, config?: RequestOptions): Promise<ApiResponse>;
  head(url: string, config?: RequestOptions): Promise<ApiResponse>;
  options(url: string, config?: RequestOptions): Promise<ApiResponse>;
  post(url: string, data?: unknown, config?: RequestOptions): Promise<ApiResponse>;
  put(url: string, data?: unknown, config?: RequestOptions): Promise<ApiResponse>;
  patch(url: string, data?: unknown, config?: RequestOptions): Promise<ApiResponse>;
}

/**
 * The spec's retry policy: only POST/PATCH, only on the listed statuses. Network errors (no status) are NOT
 * retried: the spec names statuses only, and a request lost after reaching the server is safer left to the
 * worker's explicit retry (the Idempotency-Key would make it safe, but the policy is the spec's).
 */
export function isRetryable(error: HttpError): boolean {
  const method = (error.config.method ?? 'get').toLowerCase();
  const status = error.response?.status;
  return RETRIED_METHODS.includes(method) && status !== undefined && RETRY_STATUSES.includes(status);
}

/** Retry-After (seconds or an HTTP date, at most MAX_RETRY_AFTER_MS) or 2^n × 100 ms, the longer, + up to 20 %. */
export function defaultRetryDelay(retryCount: number, error: HttpError): number {
  const header = error.response?.headers['retry-after'];
  let retryAfter = header ? (Number(header) || 0) * 1000 : 0;
  if (header && retryAfter === 0) retryAfter = (new Date(header).valueOf() || 0) - Date.now();
  const delay = Math.max(2 ** retryCount * 100, Math.min(Math.max(0, retryAfter), MAX_RETRY_AFTER_MS));
  return delay + delay * 0.2 * Math.random();
}

export interface CreateApiOptions {
  /** Read for each request (the config loads after the module); default `getConfig().apiBaseUrl`. */
  baseURL?: () => string;
  /** Read for each request; default the session store's token. */
  getToken?: () => string | null;
  /** Delay before the retry; default `defaultRetryDelay` (honours Retry-After). */
  retryDelay?: (retryCount: number, error: HttpError) => number;
  adapter?: ApiAdapter;
  timeout?: number;
  /**
   * Called when a call answers 401 TOKEN_EXPIRED (see ./token-expired.ts): returns a freshly issued token; the call
   * is then sent once more with it (same Idempotency-Key). Null: the 401 stands. Default: the refresher shared/auth
   * registers. Calls that bring their own Authorization (login) are never retried this way.
   */
  onTokenExpired?: TokenRefresher;
}

const isFormData = (data: unknown): data is FormData => typeof FormData !== 'undefined' && data instanceof FormData;
const findHeader = (headers: Record<string, string>, name: string): string | undefined =>
  Object.keys(headers).find((key) => key.toLowerCase() === name.toLowerCase());

function buildURL(baseURL: string, path: string, params: QueryParams | undefined): string {
  const absolute = /^([a-z][a-z\d+\-.]*:)?\/\//i.test(path);
  const url = baseURL && !absolute ? `${baseURL.replace(/\/?\/$/, '')}/${path.replace(/^\/+/, '')}` : path;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) query.append(name, String(value));
  }
  const search = query.toString();
  if (!search) return url;
  const bare = url.split('#')[0] ?? url;
  return `${bare}${bare.includes('?') ? '&' : '?'}${search}`;
}

/** The body as the app reads it: JSON parsed (a 2xx whose JSON body is invalid is a bad response), or a Blob. */
async function readBody(res: Response, config: ApiRequestConfig, headers: Record<string, string>): Promise<unknown> {
  if (config.responseType === 'blob') return res.blob();
  const text = await res.text();
  if (text === '') return text;
  try {
    return JSON.parse(text);
  } catch (error) {
    // A non-JSON body (a proxy's HTML error page) stays text, as before; a JSON-typed 2xx that does not parse is broken.
    if (res.ok && /[/+]json\b/i.test(headers['content-type'] ?? '')) {
      throw new HttpError('Invalid JSON in the response', 'ERR_BAD_RESPONSE', config, { status: res.status, data: text, headers }, error);
    }
    return text;
  }
}

/** One attempt: adapter + body, bounded by `timeout` and the caller's signal (combined by hand, no AbortSignal.any). */
async function send(adapter: ApiAdapter, request: Omit<PreparedRequest, 'signal'>, config: ApiRequestConfig, timeout: number): Promise<ApiResponse> {
  const caller = config.signal;
  if (caller?.aborted) throw new HttpError('canceled', 'ERR_CANCELED', config, undefined, caller.reason);
  const controller = new AbortController();
  const abort = () => controller.abort();
  let timedOut = false;
  caller?.addEventListener('abort', abort, { once: true });
  const onTimeout = () => {
    timedOut = true;
    controller.abort();
  };
  const timer = timeout > 0 ? setTimeout(onTimeout, timeout) : undefined;
  try {
    const res = await adapter({ ...request, signal: controller.signal });
    const headers: Record<string, string> = {};
    res.headers.forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
    const response: ApiResponse = { status: res.status, headers, data: await readBody(res, config, headers) };
    if (res.ok) return response;
    const code = res.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST';
    throw new HttpError(`Request failed with status code ${res.status}`, code, config, response);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (caller?.aborted) throw new HttpError('canceled', 'ERR_CANCELED', config, undefined, error);
    if (timedOut) throw new HttpError(`timeout of ${timeout}ms exceeded`, 'ERR_TIMEOUT', config, undefined, error);
    throw new HttpError('Network Error', 'ERR_NETWORK', config, undefined, error);
  } finally {
    clearTimeout(timer);
    caller?.removeEventListener('abort', abort);
  }
}

/** Waits `ms`, or less if the signal aborts (the next attempt then fails as canceled without being sent). */
function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (ms <= 0 || signal?.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** Builds a client with the spec §6/§7 behaviour (the app uses the one `api`; tests build their own). */
export function createApi(options: CreateApiOptions = {}): ApiClient {
  const baseURL = options.baseURL ?? (() => getConfig().apiBaseUrl);
  const getToken = options.getToken ?? (() => sessionStore.getState().token);
  const retryDelay = options.retryDelay ?? defaultRetryDelay;
  const onTokenExpired = options.onTokenExpired ?? refreshRegisteredToken;

  /** A call whose token expired is sent once more with a refreshed token (same headers, so the same Idempotency-Key). */
  async function request(config: ApiRequestConfig): Promise<ApiResponse> {
    const ownAuthorization = findHeader(config.headers ?? {}, 'Authorization') !== undefined;
    // One key per logical request, chosen here: the retry after a refresh re-sends it.
    const method = (config.method ?? 'get').toLowerCase();
    let keyed = config;
    if (IDEMPOTENCY_KEY_METHODS.includes(method) && !findHeader(config.headers ?? {}, IDEMPOTENCY_KEY_HEADER)) {
      keyed = { ...config, headers: { ...config.headers, [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() } };
    }
    try {
      return await requestOnce(keyed);
    } catch (error) {
      if (ownAuthorization || !(error instanceof HttpError) || !isTokenExpired(error)) throw error;
      const token = await onTokenExpired().catch(() => null);
      if (!token) throw error;
      return requestOnce({ ...keyed, headers: { ...keyed.headers, Authorization: `Bearer ${token}` } });
    }
  }

  async function requestOnce(config: ApiRequestConfig): Promise<ApiResponse> {
    const method = (config.method ?? 'get').toLowerCase();
    const headers: Record<string, string> = { ...config.headers };
    if (!findHeader(headers, 'Accept')) headers.Accept = 'application/json';

    // Spec §6: "Every API call carries an Authorization header 'Bearer' with the stored token."
    // A call that sets its own (login sends the fresh ID token it is exchanging) keeps it.
    const token = findHeader(headers, 'Authorization') ? null : getToken();
    if (token) headers.Authorization = `Bearer ${token}`;

    // Spec §7: "GET sends query parameters and a JSON content type. Mutations send JSON, except the image
    // upload, which sends form data." For FormData no Content-Type: the browser writes multipart with its boundary.
    const contentType = findHeader(headers, 'Content-Type');
    if (contentType) delete headers[contentType];
    if (!isFormData(config.data)) headers['Content-Type'] = 'application/json';

    // One key per logical request: the retry below re-sends these same headers, so the same key.
    if (IDEMPOTENCY_KEY_METHODS.includes(method) && !findHeader(headers, IDEMPOTENCY_KEY_HEADER)) {
      headers[IDEMPOTENCY_KEY_HEADER] = newIdempotencyKey();
    }

    const base = baseURL();
    let body: string | FormData | undefined;
    if (config.data !== undefined && method !== 'get' && method !== 'head') {
      body = isFormData(config.data) ? config.data : JSON.stringify(config.data);
    }
    const prepared = { method: method.toUpperCase(), url: buildURL(base, config.url, config.params), path: config.url, baseURL: base, params: config.params, headers, body };

    const timeout = config.timeout ?? options.timeout ?? DEFAULT_TIMEOUT_MS;
    const started = Date.now();
    try {
      return await send(client.defaults.adapter, prepared, config, timeout);
    } catch (error) {
      if (!(error instanceof HttpError) || !isRetryable(error)) throw error;
      const delay = retryDelay(1, error);
      // The retry gets what is left of the timeout (as before); none left → the first error stands.
      const remaining = timeout - (Date.now() - started) - delay;
      if (timeout > 0 && remaining <= 0) throw error;
      await wait(delay, config.signal);
      return send(client.defaults.adapter, prepared, config, timeout > 0 ? remaining : 0);
    }
  }

  const client: ApiClient = {
    defaults: { adapter: options.adapter ?? fetchAdapter },
    request,
    get: (url, config) => request({ ...config, url, method: 'get' }),
    delete: (url, config) => request({ ...config, url, method: 'delete' }),
    head: (url, config) => request({ ...config, url, method: 'head' }),
    options: (url, config) => request({ ...config, url, method: 'options' }),
    post: (url, data, config) => request({ ...config, url, method: 'post', data }),
    put: (url, data, config) => request({ ...config, url, method: 'put', data }),
    patch: (url, data, config) => request({ ...config, url, method: 'patch', data }),
  };
  return client;
}

/** The one HTTP client of the app. */
export const api: ApiClient = createApi();
