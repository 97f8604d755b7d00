import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrations } from './db/migrations';

// workerapi is laid out by feature (docs/decisions.md "one team, one slice"): each feature's migrations are
// files of its own folder, listed once under their file's name, and route files leave SQL to repositories.

const SRC = import.meta.dirname;
const folders = readdirSync(SRC, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

describe('workerapi by feature', () => {
  it('every migration is one file <feature>/migrations/<name>.ts, listed once under that name', () => {
    const files = folders.flatMap((folder) => {
      try {
        return readdirSync(join(SRC, folder, 'migrations'))
          .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
          .map((f) => f.slice(0, -'.ts'.length));
      } catch {
        return [];
      }
    });
    expect(files.sort()).toEqual(Object.keys(migrations).sort());
    const list = readFileSync(join(SRC, 'db/migrations.ts'), 'utf8');
    for (const name of Object.keys(migrations)) expect(list).toMatch(new RegExp(`from '\\.\\./[\\w-]+/migrations/${name}'`));
  });

  it('route files hold no SQL (queries live in the feature\'s repository)', () => {
    const routeFiles = folders.flatMap((folder) =>
      readdirSync(join(SRC, folder))
        .filter((f) => /-routes\.ts$/.test(f))
        .map((f) => join(folder, f)),
    );
    expect(routeFiles.length).toBeGreaterThan(5);
    const withSql = routeFiles.filter((f) => /\b(selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql`/.test(readFileSync(join(SRC, f), 'utf8')));
    expect(withSql).toEqual([]);
  });
});
