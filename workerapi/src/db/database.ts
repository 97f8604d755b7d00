import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Logger } from 'pino';
import { reconnectingListen } from './pg-listen';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export type DatabaseTarget =
  /** A real PostgreSQL server (`DATABASE_URL`). */
  | { kind: 'postgres'; url: string }
  /** Embedded PGlite persisted in a directory. */
  | { kind: 'pglite-dir'; dataDir: string }
  /** Embedded PGlite in memory (tests). */
  | { kind: 'pglite-memory' };

/** DATABASE_URL wins; otherwise PGlite on disk in DATA_DIR. */
export function databaseTargetFrom(config: { databaseUrl: string | undefined; dataDir: string }): DatabaseTarget {
  return config.databaseUrl !== undefined
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite-dir', dataDir: config.dataDir };
}

export interface ListenOptions {
  /**
   * Called after the LISTEN was lost (PostgreSQL restarted) and is in place again: NOTIFYs sent in between were
   * not heard, so the caller catches up from its own log. Never called for PGlite (one process, nothing to lose).
   */
  onReconnect?: () => void;
  /** Where the lost/restored connection is logged. */
  logger?: Pick<Logger, 'info' | 'warn'>;
}

/**
 * LISTEN on a channel of the database the Db talks to: `onPayload` gets each NOTIFY payload; resolves to the
 * unlisten once listening. PGlite: its own listen() on the same instance; PostgreSQL: one dedicated connection
 * per listen that reconnects with a bounded back-off when the server goes away (db/pg-listen.ts).
 */
export type Listen = (channel: string, onPayload: (payload: string) => void, options?: ListenOptions) => Promise<() => Promise<void>>;
const listeners = new WeakMap<Db, Listen>();
const sessions = new WeakMap<Db, () => pg.Client>();

/**
 * A new, unconnected direct session (pg.Client) on the PostgreSQL database of a Db opened by openDatabase — what
 * LISTEN and the process lock (db/process-lock.ts) need, outside the pool. undefined for PGlite (one process).
 */
export function sessionClientOf(db: Db): (() => pg.Client) | undefined {
  return sessions.get(db);
}

/** The LISTEN of a Db opened by openDatabase (undefined for a Db made elsewhere). */
export function listenerOf(db: Db): Listen | undefined {
  return listeners.get(db);
}

function pgliteDb(instance: PGlite): Db {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(instance) });
  listeners.set(db, (channel, onPayload) => instance.listen(channel, onPayload));
  return db;
}

/** Opens the database. `await db.destroy()` closes it (PGlite or the pg pool). */
export function openDatabase(target: DatabaseTarget): Db {
  switch (target.kind) {
    case 'postgres': {
      // A request fails fast (503, error-handler.ts) while PostgreSQL is down instead of waiting for it, and
      // an idle connection the server dropped (restart, failover) is discarded, never a crash: the pool
      // reconnects on the next request, so workerapi recovers without a restart.
      const pool = new pg.Pool({ connectionString: target.url, max: 10, connectionTimeoutMillis: 5_000 });
      pool.on('error', () => undefined);
      const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
      // The LISTEN connection is not the pool's: a dropped one (PostgreSQL restarted) is replaced, LISTENed
      // again, and the event hub catches the open streams up (pg-listen.ts) — live events never silently stop.
      const newSession = () => new pg.Client({ connectionString: target.url, connectionTimeoutMillis: 5_000, keepAlive: true });
      sessions.set(db, newSession);
      listeners.set(db, reconnectingListen({ newClient: newSession }));
      return db;
    }
    case 'pglite-dir':
      mkdirSync(target.dataDir, { recursive: true });
      return pgliteDb(new PGlite(target.dataDir));
    case 'pglite-memory':
      return pgliteDb(new PGlite());
  }
}

/** Where the data lives, for a start-up log line (never prints a password from DATABASE_URL). */
export function describeTarget(target: DatabaseTarget): string {
  switch (target.kind) {
    case 'postgres': {
      try {
        const url = new URL(target.url);
        return `postgres ${url.hostname}:${url.port || '5432'}${url.pathname}`;
      } catch {
        return 'postgres (DATABASE_URL)';
      }
    }
    case 'pglite-dir':
      return `pglite ${target.dataDir}`;
    case 'pglite-memory':
      return 'pglite (memory)';
  }
}
