// The gateway (scripts/gateway.mjs) in front of a real workerapi server, both on ephemeral ports, as npm start
// runs them: what a careless or hostile client sends must get a JSON answer and leave both serving.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, GATEWAY_MESSAGES, IMAGE_UPLOAD_PATH, MAX_JSON_BODY_BYTES, MAX_UPLOAD_BODY_BYTES, type Gateway } from '../../../scripts/gateway.mjs';
import { MAX_BODY_BYTES } from '../app';
import { IMAGE_UPLOAD_MAX_BODY_BYTES } from '../profile-photo/profile-photo-routes';
import { createTestContext, type TestContext } from '../test-context';
import { createWorker } from '../workers/worker-repository';
import { answerClientErrors } from './client-error';
import { API_MESSAGES } from './messages';

interface Answer { status: number; headers: IncomingHttpHeaders; text: string }

/** One raw HTTP request (the path is sent as written, nothing is normalised). */
export function raw(port: number, options: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method: options.method ?? 'GET', path: options.path, headers: options.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const JAPANESE = /[ぁ-んァ-ン一-龯]/;
function expectJsonError(answer: Answer, status: number, code?: string) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toMatch(/application\/json/);
  const body = JSON.parse(answer.text) as { error: { code: string; message: string } };
  if (code) expect(body.error.code).toBe(code);
  expect(body.error.message).toMatch(JAPANESE);
}

let t: TestContext;
let api: ServerType;
let gateway: Gateway;
let apiPort: number;
let gatewayPort: number;
let empty: string;

beforeAll(async () => {
  t = await createTestContext({
    extraRoutes: (a) => {
      a.get('/__probe/forwarded', (c) => c.json({ forwardedFor: c.req.header('x-forwarded-for') ?? null }));
    },
  });
  await createWorker(t.db, { email: 's@example.jp', name: 'served', firebaseUid: 'uid-s' });
  t.verifier.issue('tok-s', { uid: 'uid-s', email: 's@example.jp' });
  api = await new Promise<ServerType>((ok) => {
    const server = serve({ fetch: t.app.fetch, hostname: '127.0.0.1', port: 0 }, () => ok(server));
  });
  answerClientErrors(api);
  apiPort = (api.address() as AddressInfo).port;
  empty = mkdtempSync(join(tmpdir(), 'gateway-test-'));
  gateway = createGateway({ port: 0, workerapiUrl: `http://127.0.0.1:${apiPort}`, env: { APP_ENV: 'test' }, dirs: { shell: empty }, log: () => undefined });
  await gateway.listen();
  gatewayPort = (gateway.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await gateway.close();
  await new Promise((ok) => api.close(ok));
  await t.close();
  rmSync(empty, { recursive: true, force: true });
});

describe('the gateway and workerapi answer careless and hostile requests with JSON and keep serving', () => {
  it('issue 12 item 1: GET /%E0%A4%A (a malformed escape) is a 400 JSON and the gateway keeps serving', async () => {
    for (const path of ['/%E0%A4%A', '/workerapi/%E0%A4%A', '/%', '/remotes/%ZZ', '/%00', '/workerapi/me%00']) {
      expectJsonError(await raw(gatewayPort, { path }), 400, 'BAD_REQUEST');
    }
    expect((await raw(gatewayPort, { path: '/workerapi/health' })).status).toBe(200);
  });

  it('issue 12 item 4: a 2 MB body is a 413 JSON and the next ten clients are served normally (no 502)', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) });
    const refused = await raw(gatewayPort, { method: 'POST', path: '/workerapi/update', headers: { 'content-type': 'application/json', authorization: 'Bearer tok-s' }, body: big });
    expectJsonError(refused, 413, 'PAYLOAD_TOO_LARGE');
    // The photo upload keeps its own message (spec'd by the mypage slice) when the gateway refuses it first.
    const photo = await raw(gatewayPort, { method: 'POST', path: '/workerapi/update/image', headers: { 'content-type': 'multipart/form-data; boundary=x', authorization: 'Bearer tok-s' }, body: Buffer.alloc(6 * 1024 * 1024) });
    expectJsonError(photo, 413, 'IMAGE_TOO_LARGE');
    const next = await Promise.all(Array.from({ length: 10 }, () => raw(gatewayPort, { path: '/workerapi/me', headers: { authorization: 'Bearer tok-s' } })));
    expect(next.map((a) => a.status)).toEqual(Array.from({ length: 10 }, () => 200));
  });

  it('a chunked body over the limit (no Content-Length to refuse it early) is a 413 as it streams, never a 502', async () => {
    const chunked = { 'transfer-encoding': 'chunked', authorization: 'Bearer tok-s' };
    const json = await raw(gatewayPort, { method: 'POST', path: '/workerapi/update', headers: { ...chunked, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'x'.repeat(3 * 1024 * 1024) }) });
    expectJsonError(json, 413, 'PAYLOAD_TOO_LARGE');
    const photo = await raw(gatewayPort, { method: 'POST', path: '/workerapi/update/image', headers: { ...chunked, 'content-type': 'multipart/form-data; boundary=x' }, body: Buffer.alloc(6 * 1024 * 1024) });
    expectJsonError(photo, 413, 'IMAGE_TOO_LARGE');
    expect((await raw(gatewayPort, { path: '/workerapi/me', headers: { authorization: 'Bearer tok-s' } })).status).toBe(200);
  });

  it('issue 12 item 13: headers over 16 KB are a 431 with a JSON body, from the gateway and from workerapi', async () => {
    const headers = { 'x-padding': 'a'.repeat(20_000) };
    expectJsonError(await raw(gatewayPort, { path: '/workerapi/health', headers }), 431, 'HEADERS_TOO_LARGE');
    expectJsonError(await raw(apiPort, { path: '/workerapi/health', headers }), 431, 'HEADERS_TOO_LARGE');
    expect((await raw(apiPort, { path: '/workerapi/health' })).status).toBe(200);
  });

  it('issue 12 item 6: the gateway overwrites X-Forwarded-For with the real peer', async () => {
    const answer = await raw(gatewayPort, { path: '/workerapi/__probe/forwarded', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(JSON.parse(answer.text)).toEqual({ forwardedFor: '127.0.0.1' });
  });

  it('issue 12 item 8: every page carries the CSP (no inline script, frame-ancestors none), Referrer-Policy and nosniff', async () => {
    for (const path of ['/', '/login', '/nope.js', '/config.json']) {
      const answer = await raw(gatewayPort, { path });
      const csp = String(answer.headers['content-security-policy']);
      expect(csp, path).toMatch(/frame-ancestors 'none'/);
      expect(csp).toMatch(/script-src 'self'/);
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('the gateway says what workerapi says: same codes, same Japanese texts, same body limits', () => {
    for (const [code, message] of Object.entries(GATEWAY_MESSAGES)) {
      expect(API_MESSAGES[code as keyof typeof API_MESSAGES], code).toBe(message);
    }
    expect(MAX_JSON_BODY_BYTES).toBe(MAX_BODY_BYTES);
    expect(MAX_UPLOAD_BODY_BYTES).toBe(IMAGE_UPLOAD_MAX_BODY_BYTES);
    expect(IMAGE_UPLOAD_PATH).toBe('/workerapi/update/image');
  });
});

describe('gateway fuzzing (seeded; FUZZ_SEED / FUZZ_RUNS as for the workerapi fuzz suite)', () => {
  const seed = Number(process.env.FUZZ_SEED ?? 20261123);
  const numRuns = Number(process.env.FUZZ_RUNS ?? 40) * 5;
  // What a request line may carry as it is (Node's client refuses spaces and non-ASCII; so do browsers).
  const piece = fc.oneof(
    fc.constantFrom('/', '//', '%', '%0', '%00', '%E0%A4%A', '%ED%A0%80', '%2e%2e', '..', '%2F', '\\', 'workerapi', 'remotes', 'auth', 'mypage',
      'assets', 'index.html', 'remoteEntry.js', 'config.json', 'sw.js', '.js', '?', '#', '&', '=', '@', ';', '~'),
    fc.string({ unit: fc.constantFrom(...'abcXYZ0189-_.~!$()*+,;=:@'.split('')), maxLength: 12 }),
  );
  const path = fc.array(piece, { maxLength: 8 }).map((parts) => `/${parts.join('')}`);
  const method = fc.constantFrom('GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH');
  const body = fc.option(fc.string({ maxLength: 200 }), { nil: undefined });

  it('any path, method and body: never a 5xx from the gateway, errors are JSON in Japanese, and it keeps serving', async () => {
    await fc.assert(
      fc.asyncProperty(path, method, body, async (p, m, b) => {
        const answer = await raw(gatewayPort, { method: m, path: p, ...(b === undefined || m === 'GET' || m === 'HEAD' ? {} : { body: b }) });
        expect(answer.status, `${m} ${p}`).toBeLessThan(500);
        if (answer.status >= 400 && m !== 'HEAD') {
          expect(answer.headers['content-type'], `${m} ${p}`).toMatch(/application\/json/);
          expect((JSON.parse(answer.text) as { error: { message: string } }).error.message).toMatch(JAPANESE);
        }
      }),
      { seed, numRuns, endOnFailure: true },
    );
    expect((await raw(gatewayPort, { path: '/workerapi/health' })).status).toBe(200);
  });
});
