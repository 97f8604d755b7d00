import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProdLike } from '../../scripts/prod-like.mjs';

// Starts the prod-like stack (fresh PostgreSQL cluster and data in a temporary folder) and a control
// endpoint on 127.0.0.1 the fault tests use to kill/restart a replica and stop/start PostgreSQL — the
// processes belong to this runner process, which stops all of them at the end.
export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = Number(process.env.E2E_PORT ?? 18150);
  const dataDir = mkdtempSync(join(tmpdir(), 'worker-prodlike-e2e-'));
  const started = Date.now();
  const stack = await startProdLike({
    port, apiPorts: [port + 1, port + 2], pgPort: Number(process.env.E2E_PG_PORT ?? port + 5), authPort: port + 10,
    dataDir, appEnv: 'test', quiet: true,
  });
  process.env.E2E_AUTH_EMULATOR = `http://127.0.0.1:${port + 10}`;
  console.log(`[prod-like] nginx ${stack.url}, replicas ${stack.apiPorts.join(', ')}, PostgreSQL ${stack.pgPort} up in ${Math.round((Date.now() - started) / 1000)} s (data ${dataDir})`);

  // What each replica reported when the two started together (before any fault test restarts one).
  const atStart = stack.apiPorts.map((_, i) => {
    const m = /"migrated":(\d+)/.exec(stack.replicaOutput(i));
    return m ? Number(m[1]) : null;
  });
  const migrated = (i: number): number | null => atStart[i] ?? null;
  // Idempotency keys each replica took over from one that died (workerapi/src/http/idempotency.ts logs each), counted
  // over the whole run from its output — the recent lines are too few to count in under traffic. By replica index,
  // across restarts.
  const TAKEN_OVER = '"msg":"idempotency reservation taken over: its holder is gone"';
  const takenOver = stack.apiPorts.map(() => 0);
  const watched = new WeakSet<object>();
  const watch = (i: number): void => {
    const child = stack.replicas[i];
    if (!child?.stdout || watched.has(child)) return;
    watched.add(child);
    let partial = '';
    child.stdout.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      takenOver[i] = (takenOver[i] ?? 0) + lines.filter((line) => line.includes(TAKEN_OVER)).length;
    });
  };
  stack.apiPorts.forEach((_, i) => watch(i));
  const control = createServer((req, res) => {
    const reply = (status: number, body: unknown) => { res.writeHead(status, { 'Content-Type': 'application/json' }); res.end(JSON.stringify(body)); };
    const url = req.url ?? '';
    const replica = /^\/replicas\/(\d)\/(kill|restart)$/.exec(url);
    const run = async (): Promise<unknown> => {
      if (req.method === 'GET' && url === '/replicas') {
        return stack.replicas.map((c, i) => ({
          pid: c?.pid ?? null, alive: c ? c.exitCode === null && c.signalCode === null : false, migrated: migrated(i),
          // How often the event LISTEN connection came back (workerapi/src/db/pg-listen.ts), in its recent log lines.
          listenRestored: (stack.replicaOutput(i).match(/"msg":"LISTEN connection restored"/g) ?? []).length,
          // How often its process lock (the idempotency holder's liveness, workerapi/src/db/process-lock.ts) came back, likewise.
          lockRestored: (stack.replicaOutput(i).match(/"msg":"process lock restored"/g) ?? []).length,
          takenOver: takenOver[i] ?? 0,
        }));
      }
      if (req.method === 'POST' && replica) {
        const i = Number(replica[1]);
        if (replica[2] === 'kill') await stack.killReplica(i);
        else {
          await stack.restartReplica(i);
          watch(i);
        }
        return { ok: true };
      }
      if (req.method === 'POST' && url === '/postgres/stop') { stack.pg.stop(); return { running: stack.pg.isRunning() }; }
      if (req.method === 'POST' && url === '/postgres/start') { stack.pg.start(); return { running: stack.pg.isRunning() }; }
      throw new Error(`unknown control ${req.method} ${url}`);
    };
    run().then((body) => reply(200, body), (e: unknown) => reply(500, { error: e instanceof Error ? e.message : String(e) }));
  });
  await new Promise<void>((ok) => control.listen(port + 9, '127.0.0.1', ok));
  return async () => {
    await new Promise<void>((ok) => control.close(() => ok()));
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
