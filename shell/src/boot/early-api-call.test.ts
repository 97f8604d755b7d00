import { afterEach, describe, expect, it } from 'vitest';
import { api } from 'shared/api';
import { EARLY_CALL_MAX_AGE_MS, adoptEarlyApiCalls, type EarlyApiCall } from './early-api-call';

const early = (over: Partial<EarlyApiCall> = {}): EarlyApiCall => ({
  url: '/workerapi/me', authorization: 'Bearer tok', at: Date.now(), response: Promise.resolve(new Response('{"early":true}')), ...over,
});
const take = (url: string, authorization: string | undefined = 'Bearer tok') => api.defaults.takeEarlyAnswer?.({ url, authorization });
const body = async (answer: Promise<Response> | undefined) => (answer ? (await answer).json() : undefined);

afterEach(() => {
  delete api.defaults.takeEarlyAnswer;
});

describe("the boot script's early GETs (/workerapi/me and the page's declared calls), handed to the client", () => {
  it('gives the first matching call (same URL, relative or absolute, same token) once', async () => {
    const calls = [early()];
    adoptEarlyApiCalls(() => calls);
    await expect(body(take(`${window.location.origin}/workerapi/me`))).resolves.toEqual({ early: true });
    expect(take('/workerapi/me')).toBeUndefined();
  });

  it("gives each of the page's calls, whichever order the page asks in, and calls the boot script adds later", async () => {
    const calls = [early(), early({ url: '/workerapi/notices', response: Promise.resolve(new Response('{"notices":"early"}')) })];
    adoptEarlyApiCalls(() => calls);
    await expect(body(take('/workerapi/notices'))).resolves.toEqual({ notices: 'early' });
    await expect(body(take('/workerapi/me'))).resolves.toEqual({ early: true });
    // The route hints arrived after the shell started: their call is added to the same list.
    calls.push(early({ url: '/workerapi/salaries', response: Promise.resolve(new Response('{"salaries":"early"}')) }));
    await expect(body(take('/workerapi/salaries'))).resolves.toEqual({ salaries: 'early' });
  });

  it('is not given for another token (refreshed meanwhile), another URL or the URL with a query', async () => {
    const calls = [early()];
    adoptEarlyApiCalls(() => calls);
    expect(take('/workerapi/me', 'Bearer refreshed')).toBeUndefined();
    expect(api.defaults.takeEarlyAnswer?.({ url: '/workerapi/me', authorization: undefined })).toBeUndefined();
    expect(take('/workerapi/shifts')).toBeUndefined();
    // The client's URL carries the query: the same path with one (another year, another tab) is another call.
    expect(take('/workerapi/me?full=1')).toBeUndefined();
    await expect(body(take('/workerapi/me'))).resolves.toEqual({ early: true });
    expect(take('/workerapi/me')).toBeUndefined();
  });

  it(`an early answer older than ${EARLY_CALL_MAX_AGE_MS} ms is never given; none at all after that`, () => {
    let now = 0;
    const calls = [early({ at: 0 })];
    adoptEarlyApiCalls(() => calls, () => now);
    now = EARLY_CALL_MAX_AGE_MS + 1;
    expect(take('/workerapi/me')).toBeUndefined();
    calls.push(early({ at: now }));
    expect(take('/workerapi/me')).toBeUndefined();
  });

  it('without early calls there is nothing to give', () => {
    adoptEarlyApiCalls(() => undefined);
    expect(take('/workerapi/me')).toBeUndefined();
  });
});
