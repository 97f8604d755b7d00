import { afterEach, describe, expect, it, vi } from 'vitest';

const startStream = vi.fn(() => ({ stop: vi.fn(), kick: vi.fn() }));
vi.mock('./stream', () => ({ EVENTS_PATH: '/workerapi/events', startStream }));

async function load() {
  vi.resetModules();
  return import('./index');
}

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => { resolve = r; });
  return { promise, resolve };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => startStream.mockClear());

describe('holdStreamUntil (the shell opens the stream once the first page is on screen)', () => {
  it('keeps a subscription made before then and opens the stream once the hold ends', async () => {
    const { holdStreamUntil, subscribeEvents } = await load();
    const content = deferred();
    holdStreamUntil(content.promise);
    const unsubscribe = subscribeEvents(vi.fn());
    await settle();
    expect(startStream).not.toHaveBeenCalled();
    content.resolve();
    await vi.waitFor(() => expect(startStream).toHaveBeenCalledTimes(1));
    unsubscribe();
  });

  it('does not open it at all when everybody left before the hold ended', async () => {
    const { holdStreamUntil, subscribeEvents } = await load();
    const content = deferred();
    holdStreamUntil(content.promise);
    subscribeEvents(vi.fn())();
    content.resolve();
    await settle();
    await settle();
    expect(startStream).not.toHaveBeenCalled();
  });

  it('without a hold the first subscription opens it at once', async () => {
    const { subscribeEvents } = await load();
    const unsubscribe = subscribeEvents(vi.fn());
    await vi.waitFor(() => expect(startStream).toHaveBeenCalledTimes(1));
    unsubscribe();
  });
});
