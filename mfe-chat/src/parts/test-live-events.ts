import type * as Events from 'shared/events';

/**
 * The live stream a test drives: what its hooks subscribe to, and the events it sends them. A test file replaces
 * shared/events with it —
 *   vi.mock('shared/events', async (original) => (await import('../test-live-events')).withTestStream(await original()));
 * — and then imports `testStream` (vitest hands the factory's import and the test's the same module).
 */
export const testStream = {
  /** The subscribers: a test sends an event by calling each, as the stream would. */
  listeners: new Set<(event: Events.LiveEvent) => void>(),
};

/** shared/events as it is, with its stream replaced by `testStream` (always open). */
export function withTestStream(actual: typeof Events): typeof Events {
  return {
    ...actual,
    subscribeEvents: (listener) => {
      testStream.listeners.add(listener);
      return () => {
        testStream.listeners.delete(listener);
      };
    },
    subscribeStreamStatus: () => () => undefined,
    getStreamStatus: () => 'open',
  };
}
