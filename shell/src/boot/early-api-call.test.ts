import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from 'shared/api';
import { EARLY_CALL_MAX_AGE_MS, adoptEarlyApiCalls, type EarlyApiCall } from './early-api-call';

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
  delete api.defaults.takeEarlyAnswer;
});

describe("the boot script's early GETs (/workerapi/me and the page's declared calls)", () => {
  it('answers the first matching call (same URL, same token) once; the next one goes to the network', async () => {
    const calls = [early()];
    adoptEarlyApiCalls(() => calls);
    await expect((await api.defaults.adapter(request())).json()).resolves.toEqual({ early: true });
    expect(network).not.toHaveBeenCalled();
    await expect((await api.defaults.adapter(request())).json()).resolves.toEqual({ network: true });
  });

  it("answers each of the page's calls, whichever order the page asks in, and calls the boot script adds later", async () => {
    const calls = [early(), early({ url: '/workerapi/notices', response: Promise.resolve(new Response('{"notices":"early"}')) })];
    adoptEarlyApiCalls(() => calls);
    await expect((await api.defaults.adapter(request({ url: '/workerapi/notices' }))).json()).resolves.toEqual({ notices: 'early' });
    await expect((await api.defaults.adapter(request())).json()).resolves.toEqual({ early: true });
    // The route hints arrived after the shell started: their call is added to the same list.
    calls.push(early({ url: '/workerapi/salaries', response: Promise.resolve(new Response('{"salaries":"early"}')) }));
    await expect((await api.defaults.adapter(request({ url: '/workerapi/salaries' }))).json()).resolves.toEqual({ salaries: 'early' });
    expect(network).not.toHaveBeenCalled();
  });

  it('is not used for another token (refreshed meanwhile), another URL, the URL with a query or a POST; it waits for the matching one', async () => {
    const calls = [early()];
    adoptEarlyApiCalls(() => calls);
    await api.defaults.adapter(request({ headers: { Authorization: 'Bearer refreshed' } }));
    await api.defaults.adapter(request({ url: '/workerapi/shifts' }));
    await api.defaults.adapter(request({ method: 'POST' }));
    // The prepared URL carries the query: the same path with one (another year, another tab) is another call.
    await api.defaults.adapter(request({ url: '/workerapi/me?full=1', params: { full: '1' } }));
    expect(network).toHaveBeenCalledTimes(4);
    await expect((await api.defaults.adapter(request())).json()).resolves.toEqual({ early: true });
  });

  it(`an early answer older than ${EARLY_CALL_MAX_AGE_MS} ms is never used; after that the client is as before`, async () => {
    let now = 0;
    const calls = [early({ at: 0 })];
    adoptEarlyApiCalls(() => calls, () => now);
    now = EARLY_CALL_MAX_AGE_MS + 1;
    await expect((await api.defaults.adapter(request())).json()).resolves.toEqual({ network: true });
    expect(api.defaults.adapter).toBe(network);
  });

  it('before the HTTP stack is loaded the client takes the answer itself (takeEarlyAnswer): the same call, once, for its URL and token', async () => {
    const calls = [early(), early({ url: '/workerapi/notices', response: Promise.resolve(new Response('{"notices":"early"}')) })];
    adoptEarlyApiCalls(() => calls);
    const take = api.defaults.takeEarlyAnswer;
    expect(take).toBeDefined();
    expect(take?.({ url: '/workerapi/notices', authorization: 'Bearer other' })).toBeUndefined();
    const answer = take?.({ url: `${window.location.origin}/workerapi/notices`, authorization: 'Bearer tok' });
    await expect((await answer)?.json()).resolves.toEqual({ notices: 'early' });
    // Taken: neither the client nor the stack's adapter gets it again.
    expect(take?.({ url: '/workerapi/notices', authorization: 'Bearer tok' })).toBeUndefined();
    await expect((await api.defaults.adapter(request({ url: '/workerapi/notices' }))).json()).resolves.toEqual({ network: true });
    // And one the adapter used is not taken afterwards.
    await api.defaults.adapter(request());
    expect(take?.({ url: '/workerapi/me', authorization: 'Bearer tok' })).toBeUndefined();
  });

  it('without an early call the client sends as usual', async () => {
    adoptEarlyApiCalls(() => undefined);
    await api.defaults.adapter(request());
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('a failed early request is sent again by the client; an abort rejects like fetch', async () => {
    const calls = [early({ response: Promise.reject(new TypeError('Failed to fetch')) })];
    adoptEarlyApiCalls(() => calls);
    await expect((await api.defaults.adapter(request())).json()).resolves.toEqual({ network: true });
    const controller = new AbortController();
    const pendingCalls = [early({ response: new Promise<Response>(() => undefined) })];
    adoptEarlyApiCalls(() => pendingCalls);
    const pending = api.defaults.adapter(request({ signal: controller.signal }));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
