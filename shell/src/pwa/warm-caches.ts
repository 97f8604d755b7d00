// On the first install the service worker takes control after the page has already fetched its code
// (the remote entries, chunks, /config.json and the profile went to the network directly). So that this
// first visit already works offline, the page lists what it fetched and asks the worker to cache it
// through its normal routes (Workbox's CACHE_URLS message) — the profile and the page's other reads with the
// worker's own token, so they are stored under that worker like any other API read (and only what workerapi
// marks as an offline copy: never bank details). Without them, the page the worker had just seen showed an error
// in each of its cards offline, under 「オフラインでも使えるようになりました。」.
import { isFederationEntry, isHashedAsset, isRuntimeConfig } from './sw-protocol';

export type WarmEntry = string | [string, { headers: Record<string, string> }];

export interface WarmInput {
  resources: readonly string[];
  origin: string;
  /** The worker's token: without one, no API read is warmed. */
  token: string | null;
  /** Where GET /workerapi/me lives (config's apiBaseUrl + path). */
  meUrl: string;
  /** The profile is warmed with the first batch even when the page did not fetch it itself. */
  withProfile: boolean;
  /** config's apiBaseUrl ('' = this origin). */
  apiBase: string;
  /** Whether a path of the API (`/workerapi/…`, no query) was sent as a GET: only reads are fetched again. */
  isRead: (path: string) => boolean;
}

/** The API path (`/workerapi/…`) of a URL under the API's base, or null. */
export function apiPath(url: URL, apiBase: string, origin: string): string | null {
  let base: URL;
  try {
    base = new URL(apiBase || '/', origin);
  } catch {
    return null;
  }
  if (url.origin !== base.origin) return null;
  const prefix = base.pathname.replace(/\/+$/, '');
  if (prefix && !url.pathname.startsWith(`${prefix}/`)) return null;
  const path = url.pathname.slice(prefix.length);
  return path.startsWith('/workerapi/') ? path : null;
}

export function warmEntries({ resources, origin, token, meUrl, withProfile, apiBase, isRead }: WarmInput): WarmEntry[] {
  const urls = new Set<string>();
  const reads = new Set<string>();
  for (const resource of resources) {
    let url: URL;
    try {
      url = new URL(resource);
    } catch {
      continue;
    }
    if (isRuntimeConfig(url, origin) || isFederationEntry(url) || isHashedAsset(url)) {
      urls.add(url.href);
      continue;
    }
    const path = token ? apiPath(url, apiBase, origin) : null;
    if (path !== null && isRead(path)) reads.add(url.href);
  }
  if (!token) return [...urls];
  if (withProfile) reads.add(new URL(meUrl, origin).href);
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  return [...urls, ...[...reads].map((url): WarmEntry => [url, { headers }])];
}

/** What the page knows of a resource it fetched (a PerformanceResourceTiming). */
export interface FetchedResource {
  name: string;
  /** 0 when no service worker took part: fetched before the worker controlled the page, or in flight then. */
  workerStart: number;
}

/**
 * From the moment the first worker controls the page: takes the resources the page reports (those fetched before,
 * and those that were still in flight and complete later) and sends what the worker has not seen, in batches as
 * they come (`entriesFor(urls, first)`: the first batch also carries the profile). A resource fetched through the
 * worker is cached by the worker's own routes and is left out.
 */
export function resourceWarmer(
  send: (entries: WarmEntry[]) => void,
  entriesFor: (urls: string[], first: boolean) => WarmEntry[],
): (resources: readonly FetchedResource[]) => void {
  const seen = new Set<string>();
  let first = true;
  return (resources) => {
    const urls: string[] = [];
    for (const resource of resources) {
      if (resource.workerStart !== 0 || seen.has(resource.name)) continue;
      seen.add(resource.name);
      urls.push(resource.name);
    }
    const entries = entriesFor(urls, first);
    if (!entries.length) return;
    first = false;
    send(entries);
  };
}
