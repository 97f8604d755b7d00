// The first page's API calls, started before the shell's code has loaded: for a stored session the boot script
// (boot-hints.ts) sends GET /workerapi/me — the navigation guard's first call — as soon as /config.json names the
// API base URL, and the GETs the page's route declares (RemotePage.calls, copied into the remote's route hints)
// as soon as it knows them (at once on a repeat visit), and leaves them in window.__SHELL_BOOT__.calls. The shell
// hands each response to the one client (`api.defaults.takeEarlyAnswer`, then `api.defaults.adapter`) for the first
// GET of the same URL with the same token, once, and only within EARLY_CALL_MAX_AGE_MS of the start; anything else (a refreshed token, a later
// call, a POST) goes to the network as usual.
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
 * Lets the client use the boot script's early calls: `take()` is read at each request (the boot script adds calls
 * when /config.json and the route hints arrive, which may be after the shell started). Each call is used once, for
 * the first GET of its URL with its token: through `api.defaults.takeEarlyAnswer` while the HTTP stack has not been
 * loaded (a 2xx JSON answer then reaches the page without it: shared/api client.ts), else as the stack's adapter.
 * After EARLY_CALL_MAX_AGE_MS none is used and the client's own adapter is back. (The boot script catches each early
 * request's failure, so an unused one is never an unhandled rejection.)
 */
export function adoptEarlyApiCalls(take: () => EarlyApiCall[] | undefined, now: () => number = Date.now): void {
  const next: Adapter = api.defaults.adapter;
  const since = now();
  const used = new Set<EarlyApiCall>();
  const expired = () => now() - since > EARLY_CALL_MAX_AGE_MS;
  const claim = (url: string, authorization: string | undefined): EarlyApiCall | undefined => {
    if (expired()) return undefined;
    const match = (take() ?? []).find((early) => !used.has(early) && now() - early.at <= EARLY_CALL_MAX_AGE_MS && sameUrl(url, early.url) && authorization === early.authorization);
    if (match) used.add(match);
    return match;
  };
  const adapter: Adapter = (request) => {
    const match = request.method === 'GET' ? claim(request.url, request.headers.Authorization) : undefined;
    if (!match && expired() && api.defaults.adapter === adapter) api.defaults.adapter = next;
    if (!match) return next(request);
    // A failed early request (offline) is sent again by the client's own transport.
    return abortable(match.response.catch(() => next(request)), request.signal);
  };
  api.defaults.adapter = adapter;
  api.defaults.takeEarlyAnswer = ({ url, authorization }) => claim(url, authorization)?.response;
}
