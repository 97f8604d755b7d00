// The first page's API calls, started before the shell's code has loaded: for a stored session the boot script
// (boot-hints.ts) sends GET /workerapi/me — the navigation guard's first call — as soon as /config.json names the
// API base URL, and the GETs the page's route declares (RemotePage.calls, copied into the remote's route hints)
// as soon as it knows them (at once on a repeat visit), and leaves them in window.__SHELL_BOOT__.calls. The shell
// hands each response to the one client (`api.defaults.takeEarlyAnswer`) for the first GET of the same URL with the
// same token, once, and only within EARLY_CALL_MAX_AGE_MS of the start; anything else (a refreshed token, a later
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

const sameUrl = (a: string, b: string) => new URL(a, window.location.href).href === new URL(b, window.location.href).href;

/**
 * Lets the client use the boot script's early calls (`api.defaults.takeEarlyAnswer`): `take()` is read at each
 * request (the boot script adds calls when /config.json and the route hints arrive, which may be after the shell
 * started). Each call is used once, for the first GET of its URL with its token; a 2xx JSON answer reaches the page
 * without the HTTP stack, any other goes through it, a failed one is sent again (shared/api client.ts). After
 * EARLY_CALL_MAX_AGE_MS none is used. (The boot script catches each early request's failure, so an unused one is
 * never an unhandled rejection.)
 */
export function adoptEarlyApiCalls(take: () => EarlyApiCall[] | undefined, now: () => number = Date.now): void {
  const since = now();
  const used = new Set<EarlyApiCall>();
  api.defaults.takeEarlyAnswer = ({ url, authorization }) => {
    if (now() - since > EARLY_CALL_MAX_AGE_MS) return undefined;
    const match = (take() ?? []).find((early) => !used.has(early) && now() - early.at <= EARLY_CALL_MAX_AGE_MS && sameUrl(url, early.url) && authorization === early.authorization);
    if (!match) return undefined;
    used.add(match);
    return match.response;
  };
}
