import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerWhenLoaded } from './register-when-loaded';

afterEach(() => vi.restoreAllMocks());

describe('registerWhenLoaded', () => {
  it('offline, a registration chunk that cannot be fetched is logged (never an unhandled rejection) and tried again when online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const unhandled = vi.fn();
    window.addEventListener('unhandledrejection', unhandled);
    const registerServiceWorker = vi.fn(async () => null);
    const load = vi.fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /assets/register-service-worker-x.js'))
      .mockResolvedValue({ registerServiceWorker });
    registerWhenLoaded(load);
    await vi.waitFor(() => expect(console.error).toHaveBeenCalledTimes(1));
    expect(registerServiceWorker).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(registerServiceWorker).toHaveBeenCalledTimes(1));
    window.dispatchEvent(new Event('online')); // once: registered, nothing more
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(2);
    expect(unhandled).not.toHaveBeenCalled();
    window.removeEventListener('unhandledrejection', unhandled);
  });
});
