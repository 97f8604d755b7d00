import { useEffect, useRef } from 'react';
import { subscribeEvents, type LiveEvent } from 'shared/events';

/**
 * Calls `reload` each time a card's data may have changed: on `resync` — the event stream reconnected (the
 * connection came back) or the worker came back to the app — and on the live events `types` names. The card's
 * useResource (shared/ui) keeps what it shows meanwhile, and after a reload that failed: an answer read offline (the
 * service worker's copy) or before the worker left is never taken for the current one once the app can know better.
 * The stream's first opening (`first`, a moment after the page read its data) reloads only a card that follows live
 * events: one that no event concerns has missed nothing, and its second GET would only cost the phone a request.
 */
export function useReloadOnRefresh(reload: () => void, types: readonly LiveEvent['type'][] = []): void {
  const latest = useRef(reload);
  useEffect(() => {
    latest.current = reload;
  });
  const key = types.join(' ');
  useEffect(
    () =>
      subscribeEvents((event) => {
        if (event.type === 'resync' ? !(event.data.first && key === '') : key.split(' ').includes(event.type)) latest.current();
      }),
    [key],
  );
}
