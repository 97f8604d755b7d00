// The fuzz suite (issue 12): for every route the app registers (from `app.routes`), seeded property-based
// paths, query strings, headers and bodies. Whatever arrives, the answer is never a 5xx, an error is JSON with a
// Japanese message, the app keeps serving, and the log never shows a token, an admin key, a bank number or an
// e-mail address. Reproduce a failure with the seed it prints: FUZZ_SEED=<seed> npx vitest run src/http/fuzz.test.ts
// (FUZZ_RUNS sets the runs per route, default 40).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from './capture-log';
import { createRouteHarness, listRoutes, type RouteHarness, type RouteKey } from './route-harness';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const JAPANESE = /[ぁ-んァ-ヶ一-龯]/;

/** Values a careless or hostile client sends: prototype names, control and bidi characters, huge and odd numbers. */
const nasty = fc.oneof(
  fc.constantFrom('', ' ', '\u0000', 'a\u0000b', '\u202Egpj.exe', '\u200B\u200B', '\u3164', '\uD800', '💥', 'ｱｲｳ', '0', '-1', '1e309',
    '__proto__', 'constructor', 'toString', '../../etc/passwd', '%00', '%E0%A4%A', '<script>', "'; drop table workers; --", 'null', 'true',
    // Well-formed but out of range for PostgreSQL (years 0, 1 and 275760; a UUID of dashes; a hand-made cursor).
    '0000-01', '2026-13', '0001-01-01T00:00:00Z', '0001-01-01T00:00:00+14:00', '+275760-09-13T00:00:00Z', '-'.repeat(36),
    'eyJhdCI6IjAwMDEtMDEtMDFUMDA6MDA6MDBaIiwiaWQiOiItLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0tLS0ifQ'),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);
const KEYS = ['constructor', '__proto__', 'toString', 'name', 'nameKana', 'displayName', 'phone', 'bio', 'email', 'newEmail', 'token',
  'adminKey', 'bankCode', 'bankName', 'branchCode', 'branchName', 'accountType', 'accountNumber', 'holderName', 'periodId', 'answers',
  'date', 'answer', 'note', 'startTime', 'endTime', 'charge', 'margin', 'place', 'image', 'q', 'to',
  'workerEmail', 'customerId', 'customerName', 'startsAt', 'answerDeadline', 'minutes', 'course', 'status', 'reasonCode', 'reasonText',
  'lateCancelAcknowledged', 'clientId', 'text', 'category', 'subject', 'body', 'reservationId', 'month', 'kind', 'reason', 'amount', 'reservations'];
const jsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nasty,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 8 })), tie('value'), { maxKeys: 5 }),
  ),
})).value;

interface Attempt {
  pathParams: string[];
  query: [string, string][];
  auth: 'none' | 'worker' | 'stranger' | 'forged' | 'garbage';
  contentType: string | null;
  idempotencyKey: string | null;
  body: { kind: 'json'; value: unknown } | { kind: 'raw'; text: string } | { kind: 'form'; bytes: number[] } | { kind: 'none' };
}

const attempt: fc.Arbitrary<Attempt> = fc.record({
  pathParams: fc.array(fc.oneof(nasty, fc.uuid(), fc.constantFrom('0001', '001', '9900')), { minLength: 3, maxLength: 3 }),
  query: fc.array(fc.tuple(fc.oneof(fc.constantFrom('q', 'to', 'v', 'tab', 'cursor', 'before', 'year', 'month'), fc.string({ maxLength: 6 })), nasty), { maxLength: 3 }),
  auth: fc.constantFrom('none', 'worker', 'worker', 'stranger', 'forged', 'garbage'),
  contentType: fc.constantFrom('application/json', 'application/json', 'application/json; charset=utf-8', 'text/plain', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', null),
  idempotencyKey: fc.oneof(fc.constant(null), fc.constant(null), fc.constantFrom('', 'k'.repeat(201), 'fuzz-key'), fc.string({ maxLength: 20 })),
  body: fc.oneof(
    fc.record({ kind: fc.constant('json' as const), value: jsonValue }),
    fc.record({ kind: fc.constant('raw' as const), text: fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom('{', '{"a":', '[]', '""', '{"constructor":1}', '{"name":"\\u0000"}')) }),
    fc.record({ kind: fc.constant('form' as const), bytes: fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 64 }) }),
    fc.constant({ kind: 'none' as const }),
  ),
});

/** Percent-encodes like a browser; a lone surrogate (which no encoder accepts) goes out as invalid UTF-8. */
const encode = (text: string): string => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

/** Turns a route pattern and an attempt into a request. Params are percent-encoded except when raw escapes are the point. */
function toRequest(h: RouteHarness, route: RouteKey, a: Attempt, workerToken: string): { url: string; init: RequestInit } {
  const [method, pattern] = route.split(' ') as [string, string];
  let i = 0;
  const path = pattern.replace(/:[A-Za-z]+/g, () => {
    const value = a.pathParams[i++ % a.pathParams.length] ?? '';
    return value.startsWith('%') ? value : encode(value);
  });
  const query = a.query.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
  const headers: Record<string, string> = {};
  const token = { none: undefined, worker: workerToken, stranger: h.strangerToken, forged: 'forged.jwt.token', garbage: '\u00ff\u00fe' }[a.auth];
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  if (a.contentType !== null) headers['content-type'] = a.contentType;
  if (a.idempotencyKey !== null) headers['idempotency-key'] = a.idempotencyKey;
  let body: RequestInit['body'];
  if (method !== 'GET' && method !== 'HEAD') {
    if (a.body.kind === 'json') body = JSON.stringify(a.body.value) ?? 'null';
    else if (a.body.kind === 'raw') body = a.body.text;
    else if (a.body.kind === 'form') {
      const form = new FormData();
      form.append('image', new File([new Uint8Array(a.body.bytes)], 'x.png', { type: 'image/png' }));
      body = form;
      delete headers['content-type'];
    }
  }
  // Header values must be ByteStrings: what a client cannot send is not sent.
  for (const [k, v] of Object.entries(headers)) if (!/^[\x20-\x7e]*$/.test(v)) delete headers[k];
  return { url: `${path}${query ? `?${query}` : ''}`, init: { method, headers, ...(body === undefined ? {} : { body }) } };
}

/** Names the route in a failure (fast-check's report names the seed, the path and the counterexample). */
async function assertRoute(route: RouteKey, run: Promise<void>): Promise<void> {
  try {
    await run;
  } catch (error) {
    throw new Error(`fuzzing ${route} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

const log = captureLog();
/** The tokens of worker a the run used (one per route); none may show in the log. */
const workerTokens: string[] = [];
let h: RouteHarness;
let routes: RouteKey[];
beforeAll(async () => {
  h = await createRouteHarness(log.logger);
  routes = listRoutes(h.app);
});
afterAll(() => h.close());

describe(`fuzz suite (seed ${SEED}, ${RUNS} runs per route)`, () => {
  it('covers every registered route', () => {
    expect(routes.length).toBeGreaterThan(10);
  });

  it('no input gets a 5xx; every error is JSON with a Japanese message; the app keeps serving', async () => {
    for (const route of routes) {
      // Worker a, with a token of this route's own: a route that expires its caller's token
      // (POST /workerapi/__test/session/expire-token) must not turn every later route's worker calls into 401s.
      const workerToken = h.issueToken(h.a);
      workerTokens.push(workerToken);
      await assertRoute(route, fc.assert(
        fc.asyncProperty(attempt, async (a) => {
          const { url, init } = toRequest(h, route, a, workerToken);
          const res = await h.app.request(url, init);
          // A text/event-stream (GET /workerapi/events) never ends: its status and headers are the answer; the
          // body is cancelled so the route stops streaming.
          if (res.headers.get('content-type')?.includes('text/event-stream')) {
            await res.body?.cancel();
            expect(res.status, `${route} ${url}`).toBe(200);
            return;
          }
          const text = await res.text();
          if (res.status >= 500) throw new Error(`${route} → ${res.status} for ${url}: ${text}`);
          if (res.status >= 400) {
            expect(res.headers.get('content-type'), `${route} ${url}`).toMatch(/application\/json/);
            const body = JSON.parse(text) as { error?: { message?: unknown } };
            expect(String(body.error?.message), `${route} ${url}`).toMatch(JAPANESE);
          }
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      ));
    }
    const health = await h.app.request('/workerapi/me', { headers: { authorization: `Bearer ${h.a.token}` } });
    expect(health.status).toBe(200);
  });

  it('the log of the whole run shows no token, admin key, bank number or e-mail address', () => {
    const text = log.text();
    expect(text.length).toBeGreaterThan(0);
    for (const secret of [...workerTokens, h.a.token, h.b.token, h.strangerToken, h.adminKey, h.a.email, h.b.email, '1234567']) {
      expect(text.includes(secret), `the log contains ${secret}`).toBe(false);
    }
    expect(text).not.toMatch(/[\w.+-]+@example\.jp/);
  });
});
