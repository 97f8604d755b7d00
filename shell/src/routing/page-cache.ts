// Pages whose code has loaded (prefetched or visited), by remote and route. A route whose page is here
// renders it at once: through React.lazy it would first show the Suspense fallback, and React then holds
// the content back for its fallback throttle (~300 ms) — the whole gain of prefetching lost.
import type { ComponentType } from 'react';

const pages = new Map<string, ComponentType>();

export function pageKey(remote: string, path: string): string {
  return `${remote} ${path}`;
}

export function rememberPage(key: string, page: ComponentType): void {
  pages.set(key, page);
}

export function loadedPage(key: string): ComponentType | undefined {
  return pages.get(key);
}
