import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { getStreamStatus, subscribeEvents, subscribeStreamStatus, type LiveEvent, type StreamStatus } from 'shared/events';

/**
 * Calls `handler` with every live event of the tab's one stream while mounted (the latest handler).
 * The handler is swapped at commit (a layout effect), not after paint: an event that arrives between a render's
 * commit and its passive effects must see what that render shows (e.g. the status it compares against).
 */
export function useLiveEvents(handler: (event: LiveEvent) => void): void {
  const ref = useRef(handler);
  useLayoutEffect(() => {
    ref.current = handler;
  });
  useEffect(() => subscribeEvents((event) => ref.current(event)), []);
}

/** The stream's state, for 再接続中… */
export function useStreamStatus(): StreamStatus {
  const [status, setStatus] = useState<StreamStatus>(getStreamStatus);
  useEffect(() => subscribeStreamStatus(setStatus), []);
  return status;
}
