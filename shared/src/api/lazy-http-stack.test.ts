import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/decisions.md "shared/api on axios + axios-retry, loaded lazily": axios must not be in the code every page
// loads. Only axios-transport.ts imports axios; everything else reaches it through client.ts's dynamic import().
const dir = import.meta.dirname;
const sources = readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
const staticImports = (file: string) =>
  [...readFileSync(join(dir, file), 'utf8').matchAll(/^\s*import\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm)].map((m) => m[1]);

describe('the HTTP stack loads lazily', () => {
  it('only axios-transport.ts imports axios or axios-retry', () => {
    const importers = sources.filter((f) => staticImports(f).some((s) => s === 'axios' || s === 'axios-retry'));
    expect(importers).toEqual(['axios-transport.ts']);
  });

  it('no file imports axios-transport.ts statically; client.ts loads it with import()', () => {
    expect(sources.filter((f) => staticImports(f).includes('./axios-transport'))).toEqual([]);
    expect(readFileSync(join(dir, 'client.ts'), 'utf8')).toMatch(/import\('\.\/axios-transport'\)/);
  });
});
