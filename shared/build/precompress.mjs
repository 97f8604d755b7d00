// Every file a build writes that a browser downloads compressed, also written as `<file>.br` (brotli, quality 11)
// and `<file>.gz` (gzip by zopfli, the best gzip encoder: 2–4 % smaller than zlib's level 9 on these files, and any
// gzip decoder reads it) beside it. nginx sends them as they are (brotli_static, gzip_static:
// deploy/nginx/render.mjs) and so does the gateway (scripts/gateway.mjs), instead of compressing every answer on the
// fly at a lower level: a build is compressed once, at the highest level, and a worker's phone downloads ~15 % less
// than with gzip (docs/decisions.md "Files precompressed at build time").
//
// Compressed from the files on disk when the build is closed, not from the bundle in memory: @module-federation/vite
// rewrites its control chunks (remoteEntry.js, hostInit, the share import map) on disk in writeBundle, after the
// bundle is generated, so a compression of the bundle (vite-plugin-compression2's way) could differ from the file.
import { existsSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import zopfli from '@gfx/zopfli';

/** The files worth compressing: the types the gateway and nginx compress on the fly. */
export const PRECOMPRESSED = /\.(?:js|mjs|css|html|json|svg|webmanifest)$/;
/** Below this, a compressed answer is not worth it (the gateway's and nginx's own threshold). */
export const MIN_BYTES = 512;

const ENCODINGS = [
  { suffix: '.br', compress: (buf) => promisify(brotliCompress)(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buf.length } }) },
  // 5 iterations: on these files 15 (zopfli's default) is within a few bytes of it, at three times the build time.
  { suffix: '.gz', compress: async (buf) => Buffer.from(await zopfli.gzipAsync(buf, { numiterations: 5 })) },
];

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes `<file>.br` and `<file>.gz` beside every compressible file under `dir` (each only if smaller). */
export async function precompressDir(dir) {
  const written = [];
  for await (const file of filesUnder(dir)) {
    if (!PRECOMPRESSED.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    const source = await readFile(file);
    for (const { suffix, compress } of ENCODINGS) {
      const out = await compress(source);
      if (out.length >= source.length) continue;
      await writeFile(file + suffix, out);
      written.push(file + suffix);
    }
  }
  return written;
}

/** @returns {import('vite').Plugin} */
export function precompress() {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After every plugin's writeBundle (the federation's rewrites) and the others' closeBundle (the service worker).
    // A build that failed before writing may leave no folder: nothing to compress, and the build's own error
    // is the one to show (an ENOENT from here hid it, e.g. a MISSING_EXPORT).
    closeBundle: {
      order: 'post',
      sequential: true,
      handler: () => (existsSync(outDir) ? precompressDir(outDir).then(() => undefined) : undefined),
    },
  };
}
