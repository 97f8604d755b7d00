import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestResync, subscribeEvents } from './index';

let unsubscribe: () => void = () => undefined;
afterEach(() => unsubscribe());

describe('shared/events', () => {
  it('requestResync asks every view that follows the stream to load what it shows again', () => {
    const listener = vi.fn();
    // Signed out: the stream idles, nothing is fetched.
    unsubscribe = subscribeEvents(listener);
    requestResync();
    expect(listener).toHaveBeenCalledWith({ type: 'resync', data: { reason: 'reconnected' } });
  });
});
