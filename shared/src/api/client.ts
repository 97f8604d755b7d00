// shared/api's client: the facade every app imports. The HTTP stack behind it is axios + axios-retry
// (./axios-transport.ts), loaded with a dynamic import() on the first call or on `preloadApi()`, so a page
// that makes no call (the sign-in form before it is used) does not download it (docs/decisions.md). A GET whose
// answer was started before the client was asked (`defaults.takeEarlyAnswer`, the shell's boot script's early
// GETs) and came back 2xx JSON is handed to the caller without the stack — nothing is sent — so a page whose first
// reads were all sent early shows its content without waiting for axios; any other answer of such a call (an error,
// an expired token) goes through the stack like every call.
import { getConfig } from 'shared/config';
import { sessionStore } from 'shared/store';
import type { Transport, TransportSettings } from './axios-transport';
import { newIdempotencyKey } from './idempotency-key';
import { refreshRegisteredToken, type TokenRefresher } from './token-expired';
import { reportSessionRefused, type SessionRefusal } from './session-refused';
import { HandedOverAnswers, readEarlyAnswer, takeEarlyAnswer } from './early-answers';

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

/** Sends one attempt; rejects (like fetch) only when no response arrived. axios' adapter slot calls it (the wire is fetch). */
export type ApiAdapter = (request: PreparedRequest) => Promise<Response>;

export const fetchAdapter: ApiAdapter = ({ url, method, headers, body, signal }) =>
  fetch(url, { method, headers, signal, ...(body === undefined ? {} : { body }) });

type RequestOptions = Omit<ApiRequestConfig, 'url' | 'method' | 'data'>;

/**
 * Takes, once, an answer to a GET that was started before the client was asked — for its full URL and
 * Authorization — or gives undefined. The shell sets it (shell/src/boot/early-api-call.ts).
 */
export type EarlyAnswerTaker = (request: { url: string; authorization: string | undefined }) => Promise<Response> | undefined;

export interface ApiClient {
  /**
   * Mutable: tests swap the adapter (`api.defaults.adapter = test.adapter`); the shell sets `takeEarlyAnswer` for
   * its boot script's early GETs.
   */
  defaults: { adapter: ApiAdapter; takeEarlyAnswer?: EarlyAnswerTaker };
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
  return isRetriedAttempt(error.config.method, error.response?.status);
}

/** The same rule on a method and a status (what axios-retry's retryCondition sees). */
export function isRetriedAttempt(method: string | undefined, status: number | undefined): boolean {
  return RETRIED_METHODS.includes((method ?? 'get').toLowerCase()) && status !== undefined && RETRY_STATUSES.includes(status);
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
   * Called when a call with the stored token gets 401 `TOKEN_EXPIRED`: force one token refresh and resolve the
   * new token (null = none, the 401 stands). The call is then sent once more with `Bearer <new token>` and the
   * same Idempotency-Key. Calls that fail together share one refresh. Not used for a caller's own Authorization.
   * Default: the refresher shared/auth registers (./token-expired.ts).
   */
  onTokenExpired?: TokenRefresher;
  /**
   * Called when a call with the stored token is refused for the session itself — 401 UNAUTHENTICATED or 403
   * ACCESS_DENIED — while the store still holds that token; the call still rejects. Not for a caller's own
   * Authorization. Default: the handler shared/auth registers (./session-refused.ts), which ends the session.
   */
  onSessionRefused?: (refusal: SessionRefusal) => void;
}

let transportModule: Promise<typeof import('./axios-transport')> | null = null;

let readsInFlight = 0;
let settledWaiters: Array<() => void> = [];

/**
 * Resolves once no GET sent through a client of this module is in flight (at once when none is): the shell's
 * background work (the service worker, the event stream, link prefetching) waits for the first page's data as well
 * as its render, so it never shares the network with what the worker opened.
 */
export function whenReadsSettled(): Promise<void> {
  if (readsInFlight === 0) return Promise.resolve();
  return new Promise((resolve) => settledWaiters.push(resolve));
}

async function trackRead<T>(work: () => Promise<T>): Promise<T> {
  readsInFlight += 1;
  try {
    return await work();
  } finally {
    readsInFlight -= 1;
    if (readsInFlight === 0) {
      const waiters = settledWaiters;
      settledWaiters = [];
      for (const resolve of waiters) resolve();
    }
  }
}

/** At most this many paths are kept by readsSentBeforeServiceWorker (a first visit's page sends a handful). */
export const MAX_READS_BEFORE_SERVICE_WORKER = 50;
const readsBeforeServiceWorker = new Set<string>();

function noteRead(url: string): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker || navigator.serviceWorker.controller) return;
  if (readsBeforeServiceWorker.size >= MAX_READS_BEFORE_SERVICE_WORKER) return;
  readsBeforeServiceWorker.add(url.split(/[?#]/)[0] ?? url);
}

/**
 * The paths (`/workerapi/…`, without a query) of the GETs sent through a client of this module while no service
 * worker controlled the page: on a first visit, the page's data went past the worker that was being installed. The
 * shell has the worker fetch and store those once it takes control, so the page just seen opens offline too
 * (shell/src/pwa/warm-caches.ts). Paths only, never a token or an answer.
 */
export function readsSentBeforeServiceWorker(): ReadonlySet<string> {
  return readsBeforeServiceWorker;
}

/** Downloads the HTTP stack (axios + axios-retry) now; the first call does it otherwise. A failed load is tried again. */
export function preloadApi(): Promise<void> {
  transportModule ??= import('./axios-transport').catch((error: unknown) => {
    transportModule = null;
    throw error;
  });
  return transportModule.then(() => undefined);
}

/** Builds a client with the spec §6/§7 behaviour (the app uses the one `api`; tests build their own). */
export function createApi(options: CreateApiOptions = {}): ApiClient {
  // Answers of early GETs that the HTTP stack is to read as if it had received them itself (./early-answers.ts).
  const handedOver = new HandedOverAnswers();
  const settings: TransportSettings = {
    baseURL: options.baseURL ?? (() => getConfig().apiBaseUrl),
    getToken: options.getToken ?? (() => sessionStore.getState().token),
    retryDelay: options.retryDelay ?? defaultRetryDelay,
    adapter: () => handedOver.adapter(client.defaults.adapter),
    timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
    newKey: newIdempotencyKey,
    onTokenExpired: options.onTokenExpired ?? refreshRegisteredToken,
    onSessionRefused: options.onSessionRefused ?? reportSessionRefused,
  };
  let transport: Transport | null = null;

  function request(config: ApiRequestConfig): Promise<ApiResponse> {
    if ((config.method ?? 'get').toLowerCase() !== 'get') return send(config);
    noteRead(config.url);
    return trackRead(() => send(config));
  }

  async function stack(config: ApiRequestConfig): Promise<Transport> {
    if (!transport) {
      try {
        await preloadApi();
        transport = (await import('./axios-transport')).createTransport(settings);
      } catch (error) {
        // The HTTP stack itself could not be downloaded (offline on a first visit): a network error.
        throw new HttpError('Network Error', 'ERR_NETWORK', config, undefined, error);
      }
    }
    return transport;
  }

  async function send(config: ApiRequestConfig): Promise<ApiResponse> {
    const early = takeEarlyAnswer(config, settings, client.defaults.takeEarlyAnswer);
    if (!early) return (await stack(config))(config);
    const timeout = config.timeout ?? settings.timeout;
    const read = await readEarlyAnswer(early.response, config, timeout);
    if (read.kind === 'data') return read.response;
    if (read.kind === 'canceled') throw new HttpError('canceled', 'ERR_CANCELED', config, undefined, read.cause);
    if (read.kind === 'timeout') throw new HttpError(`timeout of ${timeout}ms exceeded`, 'ERR_TIMEOUT', config, undefined, read.cause);
    if (read.kind === 'answer') handedOver.put(early.url, early.authorization, read.answer);
    // The answer goes through the HTTP stack (an error, an expired token, a body that is not JSON); a failed early
    // request (offline then) is sent again by it, as any call. An answer the stack did not take (it could not be
    // loaded) is dropped, never given to a later call.
    try {
      return await (await stack(config))(config);
    } finally {
      handedOver.drop(early.url, early.authorization);
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
