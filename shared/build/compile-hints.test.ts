import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints.mjs';

type Chunk = { type: 'chunk'; name: string; fileName: string; code: string; map?: { mappings: string } | null };
type Asset = { type: 'asset'; fileName: string; source: string };
type Handler = (this: { error: (message: string) => never }, options: unknown, bundle: Record<string, Chunk | Asset>) => void;

function run(chunks: string[], bundle: Record<string, Chunk | Asset>): void {
  const plugin = compileHints({ chunks }) as unknown as { apply: string; generateBundle: { order: string; handler: Handler } };
  expect(plugin.apply).toBe('build');
  // After Vite's own generateBundle additions (its preload helper's line at the top of a chunk).
  expect(plugin.generateBundle.order).toBe('post');
  plugin.generateBundle.handler.call({ error: (message: string) => { throw new Error(message); } }, {}, bundle);
}

const chunk = (name: string, code: string, mappings = 'AAAA,CAAC;AACA'): Chunk => ({ type: 'chunk', name, fileName: `assets/${name}-abc.js`, code, map: { mappings } });
const mapAsset = (fileName: string, mappings: string): Asset => ({ type: 'asset', fileName: `${fileName}.map`, source: JSON.stringify({ version: 3, sources: ['a.ts'], mappings }) });

describe('compileHints', () => {
  it('puts the hint on the first line of the named chunks only, and moves their source maps down one line', () => {
    const start = chunk('start', 'const __vite__mapDeps=1;\nexport const a=1;');
    const other = chunk('firebase-impl', 'export const b=2;');
    const bundle: Record<string, Chunk | Asset> = {
      [start.fileName]: start,
      [other.fileName]: other,
      [`${start.fileName}.map`]: mapAsset(start.fileName, ';AAAA,CAAC'),
    };
    run(['start'], bundle);
    expect(start.code).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=1;\nexport const a=1;`);
    expect(start.code.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(start.map?.mappings).toBe(';AAAA,CAAC;AACA');
    expect(JSON.parse((bundle[`${start.fileName}.map`] as Asset).source).mappings).toBe(';;AAAA,CAAC');
    expect(other.code).toBe('export const b=2;');
  });

  it('does not add the hint twice', () => {
    const start = chunk('start', `${COMPILE_HINT}\nexport const a=1;`, ';AAAA');
    run(['start'], { [start.fileName]: start });
    expect(start.code).toBe(`${COMPILE_HINT}\nexport const a=1;`);
    expect(start.map?.mappings).toBe(';AAAA');
  });

  it('fails the build when a named chunk is not in the bundle', () => {
    const start = chunk('start', 'export const a=1;');
    expect(() => run(['start', 'bootstrap'], { [start.fileName]: start })).toThrow(/no chunk named bootstrap — was it renamed/);
  });
});
