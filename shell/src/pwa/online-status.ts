import { useSyncExternalStore } from 'react';
import { isServingOfflineCopies, offlineCopySince, subscribeOfflineCopies } from './offline-copies';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  const offCopies = subscribeOfflineCopies(listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
    offCopies();
  };
}

/**
 * navigator.onLine, re-rendered on the online/offline events — and false while the service worker answers the API
 * reads with its offline copy because the network fails though the browser says online (./offline-copies.ts).
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine && !isServingOfflineCopies(), () => true);
}

/** While the pages show the service worker's offline copy: when the oldest copy shown was saved (ms), else null. */
export function useOfflineCopySince(): number | null {
  return useSyncExternalStore(subscribeOfflineCopies, offlineCopySince, () => null);
}

const WEEKDAYS = '日月火水木金土';

/** A moment as a worker in Japan reads it: '11月28日(土) 22:30' (Asia/Tokyo, UTC+9 all year; no Intl, no ICU data). */
export function tokyoMomentLabel(ms: number): string {
  const tokyo = new Date(ms + 9 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${tokyo.getUTCMonth() + 1}月${tokyo.getUTCDate()}日(${WEEKDAYS[tokyo.getUTCDay()]}) ${pad(tokyo.getUTCHours())}:${pad(tokyo.getUTCMinutes())}`;
}
