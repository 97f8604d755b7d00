// On the first install the service worker takes control after the page has already fetched its code
// (the remote entries, chunks, /config.json and the profile went to the network directly). So that this
// first visit already works offline, the page lists what it fetched and asks the worker to cache it
// through its normal routes (Workbox's CACHE_URLS message) — the profile with the worker's own token, so
// it is stored under that worker like any other API read.
import { isFederationEntry, isHashedAsset, isRuntimeConfig } from './sw-protocol';

export type WarmEntry = string | [string, { headers: Record<string, string> }];

export interface WarmInput {
  resources: readonly string[];
  origin: string;
  token: string | null;
  /** Where GET /workerapi/me lives (config's apiBaseUrl + path). */
  meUrl: string;
}

export function warmEntries({ resources, origin, token, meUrl }: WarmInput): WarmEntry[] {
  const urls = new Set<string>();
  for (const resource of resources) {
    let url: URL;
    try {
      url = new URL(resource);
    } catch {
      continue;
    }
    if (isRuntimeConfig(url, origin) || isFederationEntry(url) || isHashedAsset(url)) urls.add(url.href);
  }
  const entries: WarmEntry[] = [...urls];
  if (token) entries.push([new URL(meUrl, origin).href, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } }]);
  return entries;
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
