import type { Hono } from 'hono';
import { z } from 'zod/mini';
import { requireWorker } from '../auth/auth-middleware';
import type { TokenVerifier } from '../auth/token-verifier';
import type { AppEnv as AppEnvName } from '../config';
import type { Db } from '../db/database';
import type { AppEnv } from './app-env';
import { idempotency } from './idempotency';
import { recordProbeRun } from './idempotency-probe-repository';
import { parseOrThrow, validateJson } from './validate';

// Test-only routes (the prod-like e2e of a replica killed while it holds an Idempotency-Key, docs/deploy.md). Mounted
// only when APP_ENV is 'test' (elsewhere the paths do not exist: 404, and guardDevOnlyRoutes 404s /__test outside
// local/test whatever is mounted). They act on the caller's own worker only; a hold belongs to this process (a
// replica), so a test can make exactly one replica hang inside a mutation after it reserved the key.

export const IDEMPOTENCY_TEST_PATH = '/__test/idempotency';
/** A held probe goes on by itself after this long (a test that forgets to release never leaves a request hanging). */
export const HOLD_MAX_MS = 60_000;

const LabelSchema = z.string().check(z.minLength(1), z.maxLength(100), z.regex(/^[\w.-]+$/));
const ProbeSchema = z.strictObject({ label: LabelSchema });
const HoldSchema = z.strictObject({ label: LabelSchema, hold: z.boolean() });
const LABELS = { label: 'ラベル', hold: '保留' };

interface Hold {
  /** Set while a probe waits in its handler; calling it lets the probe go on. */
  release: (() => void) | null;
}

export function mountIdempotencyTestRoutes(api: Hono<AppEnv>, deps: { db: Db; verifier: TokenVerifier; appEnv: AppEnvName }): boolean {
  if (deps.appEnv !== 'test') return false;
  const { db, verifier } = deps;
  /** This process's holds, by worker id and label: armed (release null) or a probe held in its handler. */
  const holds = new Map<string, Hold>();
  const stateOf = (id: string) => {
    const hold = holds.get(id);
    return { armed: hold !== undefined && hold.release === null, holding: hold?.release != null };
  };

  // A mutation that runs under idempotency(db): when this process holds the caller's label, it waits in its handler
  // (after the key was reserved) until released or HOLD_MAX_MS; then it appends one worker event and answers how many
  // runs of this label have applied so far, and which process ran it.
  api.post(`${IDEMPOTENCY_TEST_PATH}/probe`, requireWorker(verifier, db), idempotency(db), validateJson(ProbeSchema, LABELS), async (c) => {
    const { label } = c.req.valid('json');
    const workerId = c.get('worker').id;
    const id = `${workerId}:${label}`;
    const hold = holds.get(id);
    if (hold !== undefined && hold.release === null) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, HOLD_MAX_MS);
        hold.release = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      holds.delete(id);
    }
    const applied = await recordProbeRun(db, workerId, label);
    return c.json({ label, applied, pid: process.pid }, 200);
  });

  // hold: true arms this process (the caller's next probe with the label waits); false releases a waiting probe.
  api.post(`${IDEMPOTENCY_TEST_PATH}/hold`, requireWorker(verifier, db), validateJson(HoldSchema, LABELS), (c) => {
    const { label, hold } = c.req.valid('json');
    const id = `${c.get('worker').id}:${label}`;
    const current = holds.get(id);
    if (hold) {
      if (current === undefined) holds.set(id, { release: null });
    } else {
      holds.delete(id);
      current?.release?.();
    }
    return c.json({ label, ...stateOf(id), pid: process.pid }, 200);
  });

  api.get(`${IDEMPOTENCY_TEST_PATH}/hold`, requireWorker(verifier, db), (c) => {
    const { label } = parseOrThrow(z.strictObject({ label: LabelSchema }), c.req.query(), LABELS);
    return c.json({ label, ...stateOf(`${c.get('worker').id}:${label}`), pid: process.pid }, 200);
  });
  return true;
}
