// The first page's API call, started before the shell's code has loaded: for a stored session the boot script
// (boot-hints.ts) sends GET /workerapi/me — the navigation guard's first call — as soon as /config.json names the
// API base URL, and leaves it in window.__SHELL_BOOT__.api. The shell hands that response to the one client
// (`api.defaults.adapter`) for the first GET of the same URL with the same token, once and only within
// EARLY_CALL_MAX_AGE_MS; anything else (a refreshed token, a later call) goes to the network as usual.
import { api } from 'shared/api';

export const EARLY_ME_PATH = '/workerapi/me';
/** An early answer older than this is not used (the guard asks within a second or two of the start). */
export const EARLY_CALL_MAX_AGE_MS = 15_000;

export interface EarlyApiCall {
  url: string;
  authorization: string;
  /** Date.now() when the boot script sent it. */
  at: number;
  response: Promise<Response>;
}

type Adapter = typeof api.defaults.adapter;

const sameUrl = (a: string, b: string) => new URL(a, window.location.href).href === new URL(b, window.location.href).href;

/** Rejects like fetch when the client aborts (its timeout or the caller's signal). */
function abortable(response: Promise<Response>, signal: AbortSignal): Promise<Response> {
  if (signal.aborted) return Promise.reject(new DOMException('This operation was aborted', 'AbortError'));
  return new Promise<Response>((resolve, reject) => {
    const fail = () => reject(new DOMException('This operation was aborted', 'AbortError'));
    signal.addEventListener('abort', fail, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', fail));
  });
}

/**
 * Lets the client use the boot script's early call: `take()` is read at the client's first request (the boot
 * script sets it when /config.json arrives, which may be after the shell started). Used once; the client's own
 * adapter is back after a match, or when there is no early call, or when it is older than EARLY_CALL_MAX_AGE_MS.
 */
export function adoptEarlyApiCall(take: () => EarlyApiCall | undefined, now: () => number = Date.now): void {
  const next: Adapter = api.defaults.adapter;
  const adapter: Adapter = (request) => {
    const early = take();
    const fresh = early !== undefined && now() - early.at <= EARLY_CALL_MAX_AGE_MS;
    const matches = fresh && request.method === 'GET' && sameUrl(request.url, early.url) && request.headers.Authorization === early.authorization;
    if (!fresh || matches) {
      if (api.defaults.adapter === adapter) api.defaults.adapter = next; // used once, or nothing to use
      early?.response.catch(() => undefined); // never an unhandled rejection when nobody takes it
    }
    if (!matches || !early) return next(request);
    // A failed early request (offline) is sent again by the client's own transport.
    return abortable(early.response.catch(() => next(request)), request.signal);
  };
  api.defaults.adapter = adapter;
}
