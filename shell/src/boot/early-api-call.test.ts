import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from 'shared/api';
import { EARLY_CALL_MAX_AGE_MS, adoptEarlyApiCall, type EarlyApiCall } from './early-api-call';

type Adapter = typeof api.defaults.adapter;
type Prepared = Parameters<Adapter>[0];

const original = api.defaults.adapter;
let network: ReturnType<typeof vi.fn<Adapter>>;

const request = (over: Partial<Prepared> = {}): Prepared => ({
  method: 'GET', url: '/workerapi/me', path: '/workerapi/me', baseURL: '', params: undefined,
  headers: { Authorization: 'Bearer tok' }, body: undefined, signal: new AbortController().signal, ...over,
});
const early = (over: Partial<EarlyApiCall> = {}): EarlyApiCall => ({
  url: '/workerapi/me', authorization: 'Bearer tok', at: Date.now(), response: Promise.resolve(new Response('{"early":true}')), ...over,
});

beforeEach(() => {
  network = vi.fn<Adapter>(async () => new Response('{"network":true}'));
  api.defaults.adapter = network;
});
afterEach(() => {
  api.defaults.adapter = original;
});

describe("the boot script's early GET /workerapi/me", () => {
  it('answers the first matching call (same URL, same token) once, then the client is as before', async () => {
    adoptEarlyApiCall(() => early());
    await expect((await api.defaults.adapter(request())).json()).resolves.toEqual({ early: true });
    expect(network).not.toHaveBeenCalled();
    expect(api.defaults.adapter).toBe(network);
  });

  it('is not used for another token (refreshed meanwhile), another URL or a POST; it waits for the matching one', async () => {
    adoptEarlyApiCall(() => early());
    await api.defaults.adapter(request({ headers: { Authorization: 'Bearer refreshed' } }));
    await api.defaults.adapter(request({ url: '/workerapi/shifts' }));
    await api.defaults.adapter(request({ method: 'POST' }));
    expect(network).toHaveBeenCalledTimes(3);
    await expect((await api.defaults.adapter(request())).json()).resolves.toEqual({ early: true });
  });

  it(`an early answer older than ${EARLY_CALL_MAX_AGE_MS} ms is never used`, async () => {
    let now = 0;
    adoptEarlyApiCall(() => early({ at: 0 }), () => now);
    now = EARLY_CALL_MAX_AGE_MS + 1;
    await expect((await api.defaults.adapter(request())).json()).resolves.toEqual({ network: true });
    expect(api.defaults.adapter).toBe(network);
  });

  it('without an early call the client sends as usual', async () => {
    adoptEarlyApiCall(() => undefined);
    await api.defaults.adapter(request());
    expect(network).toHaveBeenCalledTimes(1);
    expect(api.defaults.adapter).toBe(network);
  });

  it('a failed early request is sent again by the client; an abort rejects like fetch', async () => {
    adoptEarlyApiCall(() => early({ response: Promise.reject(new TypeError('Failed to fetch')) }));
    await expect((await api.defaults.adapter(request())).json()).resolves.toEqual({ network: true });
    const controller = new AbortController();
    adoptEarlyApiCall(() => early({ response: new Promise<Response>(() => undefined) }));
    const pending = api.defaults.adapter(request({ signal: controller.signal }));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
