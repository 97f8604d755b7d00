// Token life per spec §9: "Token refresh: 5 minutes before expiry, back-off from 30 s doubling to 960 s, tokens
// treated as expired 30 s early, network time-out 30 s desktop or 60 s mobile." Pure scheduling: the session module
// gives it the refresh call and the store; tests drive it with fake timers.
import {
  TOKEN_EXPIRY_BUFFER_MS,
  TOKEN_REFRESH_BEFORE_EXPIRY_MS,
  TOKEN_REFRESH_RETRY_MIN_MS,
  TOKEN_REFRESH_TIMEOUT_DESKTOP_MS,
  TOKEN_REFRESH_TIMEOUT_MOBILE_MS,
  tokenRefreshBackoffMs,
} from 'shared/domain';

/** One claim of a JWT's payload (read, not verified), or undefined when it is not a readable JWT. */
function claim(token: string, name: string): unknown {
  const payload = token.split('.')[1];
  if (payload === undefined) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    return typeof claims === 'object' && claims !== null && name in claims ? (claims as Record<string, unknown>)[name] : undefined;
  } catch {
    return undefined;
  }
}

/** When the ID token expires (its `exp` claim, in ms), or null when it is not a readable JWT. */
export function tokenExpiresAt(token: string): number | null {
  const exp = claim(token, 'exp');
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/** Whose the ID token is (its `sub` claim, the provider's uid), or null when it cannot be read. */
export function tokenSubject(token: string): string | null {
  const sub = claim(token, 'sub');
  return typeof sub === 'string' && sub !== '' ? sub : null;
}

/** Spec §9 "tokens treated as expired 30 s early". A token whose expiry cannot be read counts as expired. */
export function isTokenExpired(token: string, now: number): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt === null || now >= expiresAt - TOKEN_EXPIRY_BUFFER_MS;
}

/** Spec §9 "Token refresh: 5 minutes before expiry". A token whose expiry cannot be read is due at once. */
export function isRefreshDue(token: string, now: number): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt === null || now >= expiresAt - TOKEN_REFRESH_BEFORE_EXPIRY_MS;
}

/** Spec §9 "network time-out 30 s desktop or 60 s mobile". */
export function refreshTimeoutMs(nav: { userAgent?: string; userAgentData?: { mobile?: boolean } } | undefined): number {
  const mobile = nav?.userAgentData?.mobile ?? /Mobi|Android|iPhone|iPad|iPod/i.test(nav?.userAgent ?? '');
  return mobile ? TOKEN_REFRESH_TIMEOUT_MOBILE_MS : TOKEN_REFRESH_TIMEOUT_DESKTOP_MS;
}

export interface TokenRefresherDeps {
  /** Asks the provider for a newly issued token (forced refresh); null when signed out. */
  refresh: () => Promise<string | null>;
  /** Stores a refreshed token (the store and jwt-token-worker). */
  store: (token: string) => void;
  timeoutMs: number;
  now?: () => number;
}

export interface TokenRefresher {
  /** (Re)plans the refresh for this token: 5 minutes before it expires, at once when it is (as good as) expired. */
  schedule(token: string | null): void;
  /** Refreshes now (a 401 TOKEN_EXPIRED, a tab woken up): one refresh however many ask at once. */
  refreshNow(): Promise<string | null>;
  stop(): void;
}

class RefreshTimeout extends Error {
  override readonly name = 'RefreshTimeout';
}

/** `run`, or a RefreshTimeout rejection after `ms`. */
export function withTimeout<T>(run: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RefreshTimeout(`token refresh took longer than ${ms} ms`)), ms);
    run.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Keeps one token fresh: a timer 5 minutes before expiry; a failed refresh is tried again after 30 s, 60 s, …
 * up to 960 s (tokenRefreshBackoffMs), each try bounded by the network time-out. A success stores the token and
 * plans the next refresh; null from the provider (signed out) stops.
 */
export function createTokenRefresher({ refresh, store, timeoutMs, now = () => Date.now() }: TokenRefresherDeps): TokenRefresher {
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** When the last refresh succeeded: a device clock far off would otherwise make a fresh token look expired forever. */
  let lastRefreshAt = Number.NEGATIVE_INFINITY;
  let failures = 0;
  let running: Promise<string | null> | null = null;
  let stopped = false;
  /** How many refreshes were planned: a refresh that brings no token clears only the plan it was part of. */
  let plans = 0;

  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const plan = (delayMs: number) => {
    clear();
    plans += 1;
    if (stopped) return;
    timer = setTimeout(() => {
      timer = undefined;
      void refreshNow();
    }, Math.max(0, delayMs));
  };

  function schedule(token: string | null): void {
    stopped = false;
    if (token === null) {
      clear();
      return;
    }
    const expiresAt = tokenExpiresAt(token);
    if (expiresAt === null || isTokenExpired(token, now())) {
      // At once — unless this token was just issued (the clock is wrong): then no sooner than the first back-off.
      plan(now() - lastRefreshAt < TOKEN_REFRESH_RETRY_MIN_MS ? TOKEN_REFRESH_RETRY_MIN_MS : 0);
      return;
    }
    plan(expiresAt - TOKEN_REFRESH_BEFORE_EXPIRY_MS - now());
  }

  function refreshNow(): Promise<string | null> {
    const plansAtStart = plans;
    running ??= withTimeout(refresh(), timeoutMs)
      .then(
        (token) => {
          failures = 0;
          lastRefreshAt = now();
          if (token === null) {
            // Signed out. A token planned meanwhile (another worker signed in during the refresh) keeps its plan.
            if (plans === plansAtStart) clear();
            return null;
          }
          store(token);
          schedule(token);
          return token;
        },
        () => {
          plan(tokenRefreshBackoffMs(Math.min(failures, 5)));
          failures += 1;
          return null;
        },
      )
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    schedule,
    refreshNow,
    stop() {
      stopped = true;
      clear();
    },
  };
}
