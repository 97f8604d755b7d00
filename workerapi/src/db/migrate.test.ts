import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './database';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations';

describe('migrateToLatest', () => {
  let db: Db | undefined;
  afterEach(async () => {
    await db?.destroy();
    db = undefined;
  });

  it('applies every migration once, and a second run changes nothing', async () => {
    db = openDatabase({ kind: 'pglite-memory' });
    const first = await migrateToLatest(db);
    expect(first.map((r) => [r.migrationName, r.status])).toEqual(
      Object.keys(migrations).map((name) => [name, 'Success']),
    );
    const second = await migrateToLatest(db);
    expect(second).toEqual([]);

    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_schema = 'public' order by table_name
    `.execute(db);
    expect(tables.rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining(['idempotency_keys', 'workers']),
    );
  });

  it('creates workers with a generated uuid, defaults and the margin range check', async () => {
    db = openDatabase({ kind: 'pglite-memory' });
    await migrateToLatest(db);
    const row = await db
      .insertInto('workers')
      .values({ email: 'a@example.jp', name: 'A' })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(row).toMatchObject({ charge: 0, margin: 0, firebase_uid: null, image_path: null });
    expect(row.created_at).toBeInstanceOf(Date);

    await expect(
      db.insertInto('workers').values({ email: 'b@example.jp', name: 'B', margin: 100 }).execute(),
    ).rejects.toThrow(/workers_margin_range/);
    await expect(
      db.insertInto('workers').values({ email: 'a@example.jp', name: 'A2' }).execute(),
    ).rejects.toThrow(/unique/i);
  });

  it('keeps data on disk across restarts (PGlite in DATA_DIR), migrating again without error', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'workerapi-pglite-'));
    try {
      db = openDatabase({ kind: 'pglite-dir', dataDir: join(dir, 'pglite') });
      await migrateToLatest(db);
      await db.insertInto('workers').values({ email: 'disk@example.jp', name: 'Disk' }).execute();
      await db.destroy();

      db = openDatabase({ kind: 'pglite-dir', dataDir: join(dir, 'pglite') });
      expect(await migrateToLatest(db)).toEqual([]);
      const rows = await db.selectFrom('workers').select('email').execute();
      expect(rows).toEqual([{ email: 'disk@example.jp' }]);
    } finally {
      await db?.destroy();
      db = undefined;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
