import { useEffect, useRef, useState } from 'react';
import { getStreamStatus, subscribeEvents, subscribeStreamStatus, type LiveEvent, type StreamStatus } from 'shared/events';

/** Calls `handler` with every live event of the tab's one stream while mounted (the latest handler). */
export function useLiveEvents(handler: (event: LiveEvent) => void): void {
  const ref = useRef(handler);
  useEffect(() => {
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
