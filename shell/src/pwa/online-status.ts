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
  return useSyncExternalStore(subscribe, isAppOnline, () => true);
}

/** The same, read once (outside React): the browser online, and the API not answered from the offline copy. */
export function isAppOnline(): boolean {
  return navigator.onLine && !isServingOfflineCopies();
}

/** While the pages show the service worker's offline copy: when the oldest copy shown was saved (ms), else null. */
export function useOfflineCopySince(): number | null {
  return useSyncExternalStore(subscribeOfflineCopies, offlineCopySince, () => null);
}

