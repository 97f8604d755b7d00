import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress, precompressDir } from './precompress.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function build(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

const code = (n: number) => Array.from({ length: n }, (_, i) => `export const value${i} = ${i} * 2;`).join('\n');

describe('precompressDir: the build\'s files also as .br and .gz', () => {
  it('writes both beside every compressible file, in sub-folders too, and each decompresses to the file', async () => {
    const dir = build({ 'index.html': `<!doctype html>${'<p>ワーカー</p>'.repeat(80)}`, 'assets/start-abc.js': code(200), 'assets/start-abc.css': '.a{color:red}'.repeat(100) });
    await precompressDir(dir);
    for (const name of ['index.html', 'assets/start-abc.js', 'assets/start-abc.css']) {
      const original = readFileSync(join(dir, name));
      expect(brotliDecompressSync(readFileSync(join(dir, `${name}.br`))).equals(original), name).toBe(true);
      expect(gunzipSync(readFileSync(join(dir, `${name}.gz`))).equals(original), name).toBe(true);
      expect(readFileSync(join(dir, `${name}.br`)).length).toBeLessThan(readFileSync(join(dir, `${name}.gz`)).length);
    }
  });

  it('writes the .gz with zopfli: smaller than zlib at its highest level', async () => {
    const dir = build({ 'assets/start-abc.js': code(400) });
    await precompressDir(dir);
    const original = readFileSync(join(dir, 'assets/start-abc.js'));
    expect(readFileSync(join(dir, 'assets/start-abc.js.gz')).length).toBeLessThan(gzipSync(original, { level: 9 }).length);
  });

  it('leaves out small files, source maps, images and what does not get smaller; a second run adds no .br.br', async () => {
    const random = randomBytes(4000); // does not compress
    const dir = build({ 'tiny.js': 'export {};', 'a.js.map': code(200), 'icon.png': code(200), 'noise.json': random, 'big.js': code(200) });
    await precompressDir(dir);
    await precompressDir(dir);
    for (const name of ['tiny.js', 'a.js.map', 'icon.png', 'noise.json']) expect(existsSync(join(dir, `${name}.br`)), name).toBe(false);
    expect(existsSync(join(dir, 'big.js.br'))).toBe(true);
    expect(existsSync(join(dir, 'big.js.br.br'))).toBe(false);
    expect(existsSync(join(dir, 'big.js.gz.gz'))).toBe(false);
  });
});

describe('precompress(): the plugin at the end of a build', () => {
  type Hooks = { configResolved: (c: { root: string; build: { outDir: string } }) => void; closeBundle: { handler: () => unknown } };
  const plugin = () => precompress() as unknown as Hooks;

  it('does nothing when the build wrote no folder (a failed build shows its own error, not an ENOENT from here)', async () => {
    const root = mkdtempSync(join(tmpdir(), 'precompress-'));
    dirs.push(root);
    const p = plugin();
    p.configResolved({ root, build: { outDir: 'never-written' } });
    await expect(Promise.resolve(p.closeBundle.handler())).resolves.toBeUndefined();
    expect(existsSync(join(root, 'never-written'))).toBe(false);
  });

  it('compresses the folder the build wrote', async () => {
    const dir = build({ 'assets/a.js': code(200) });
    const p = plugin();
    p.configResolved({ root: dir, build: { outDir: 'assets' } });
    await p.closeBundle.handler();
    expect(existsSync(join(dir, 'assets/a.js.br'))).toBe(true);
  });
});
