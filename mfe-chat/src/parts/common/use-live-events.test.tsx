import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from 'shared/events';
import { useLiveEvents } from './use-live-events';
import { testStream } from '../test-live-events';

vi.mock('shared/events', async (original) => (await import('../test-live-events')).withTestStream(await original()));

const event = { type: 'reservation', data: { id: 'r1', status: 'confirmed' } } as LiveEvent;
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const before = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = before;
  testStream.listeners.clear();
});

describe('useLiveEvents', () => {
  it('an event arriving right after a commit (before its passive effects) is handled with what that commit shows', async () => {
    // As in the browser: no act(), so React runs passive effects in a later task, while a MutationObserver
    // (a microtask after the commit) runs first. The page compares the event with the status it shows.
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const seen: string[] = [];
    let show: (value: string) => void = () => undefined;
    function Probe() {
      const [shown, setShown] = useState('loading');
      show = setShown;
      useLiveEvents(() => seen.push(shown));
      return <p>{shown}</p>;
    }
    const container = document.createElement('div');
    const root = createRoot(container);
    root.render(<Probe />);
    await vi.waitFor(() => expect(testStream.listeners.size).toBe(1));

    const observer = new MutationObserver(() => testStream.listeners.forEach((l) => l(event)));
    observer.observe(container, { subtree: true, childList: true, characterData: true });
    show('requested');
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    observer.disconnect();
    expect(seen).toEqual(['requested']);
    root.unmount();
  });
});
