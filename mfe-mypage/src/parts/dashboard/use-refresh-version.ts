import { useEffect, useState } from 'react';
import { subscribeEvents, type LiveEvent } from 'shared/events';

/**
 * A number that grows each time a card's data may have changed: on `resync` — the event stream reconnected (the
 * connection came back) or the worker came back to the app — and on the live events `types` names. A card loads
 * again when it changes, keeping what it shows meanwhile: an answer read offline (the service worker's copy) or
 * before the worker left is never taken for the current one once the app can know better.
 */
export function useRefreshVersion(types: readonly LiveEvent['type'][] = []): number {
  const [version, setVersion] = useState(0);
  const key = types.join(' ');
  useEffect(
    () =>
      subscribeEvents((event) => {
        if (event.type === 'resync' || key.split(' ').includes(event.type)) setVersion((v) => v + 1);
      }),
    [key],
  );
  return version;
}
