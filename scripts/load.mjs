#!/usr/bin/env node
// `npm run load`: a bounded load run (autocannon, 127.0.0.1 only) against a fresh prod-like stack
// (nginx → two workerapi replicas → PostgreSQL): GET /workerapi/me and one mutation (POST
// /workerapi/notices/{id}/read, a new Idempotency-Key per request), LOAD_SECONDS (10) each with
// LOAD_CONNECTIONS (10). Prints throughput and p50/p99 latency; docs/deploy.md records a run.
//   SKIP_BUILD=1 … reuses the last build (the stack serves the built apps).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { pnpm } from './pnpm.mjs';
import { startProdLike } from './prod-like.mjs';

const seconds = Math.min(Number(process.env.LOAD_SECONDS ?? 10), 60);
const connections = Math.min(Number(process.env.LOAD_CONNECTIONS ?? 10), 100);
const port = Number(process.env.LOAD_PORT ?? 18250);

/** @param {import('autocannon').Options} options */
function run(options) {
  return new Promise((ok, fail) => autocannon(options, (err, result) => (err ? fail(err) : ok(result))));
}

function row(title, r) {
  return `| ${title} | ${r.connections} | ${r.duration} s | ${Math.round(r.requests.average)} req/s | ${r.latency.p50} ms | ${r.latency.p99} ms | ${r.requests.total} | ${r.non2xx + r.errors + r.timeouts} |`;
}

if (process.env.SKIP_BUILD !== '1' && pnpm(['run', 'build']) !== 0) process.exit(1);
const dataDir = mkdtempSync(join(tmpdir(), 'worker-load-'));
const stack = await startProdLike({ port, apiPorts: [port + 1, port + 2], pgPort: port + 5, authPort: port + 10, dataDir, appEnv: 'test', quiet: true });
let failed = false;
try {
  const signIn = await fetch(`http://127.0.0.1:${stack.authPort}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: process.env.DEMO_EMAIL ?? 'demo@example.jp', password: process.env.DEMO_PASSWORD ?? 'demo1234', returnSecureToken: true }),
  });
  const { idToken } = await signIn.json();
  const base = `http://127.0.0.1:${port}`;
  const auth = { Authorization: `Bearer ${idToken}` };
  const me = await fetch(`${base}/workerapi/me`, { headers: auth });
  if (me.status !== 200) throw new Error(`GET /workerapi/me answered ${me.status}`);
  const { notices } = await (await fetch(`${base}/workerapi/notices`, { headers: auth })).json();
  const noticeId = notices[0].id;

  const read = await run({ url: `${base}/workerapi/me`, connections, duration: seconds, headers: auth });
  const write = await run({
    url: `${base}/workerapi/notices/${noticeId}/read`, connections, duration: seconds, method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' }, body: '{}',
    requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'Idempotency-Key': randomUUID() } }) }],
  });
  console.log(`\nLoad run ${new Date().toISOString()} — nginx → 2 × workerapi → PostgreSQL on this machine (${(await import('node:os')).cpus().length} cores)\n`);
  console.log('| call | connections | duration | throughput | p50 | p99 | requests | errors/non-2xx |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  console.log(row('GET /workerapi/me', read));
  console.log(row('POST /workerapi/notices/{id}/read', write));
  failed = read.non2xx + read.errors + write.non2xx + write.errors > 0;
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
