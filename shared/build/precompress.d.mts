import type { Plugin } from 'vite';
/** The files a build also writes as .br and .gz (precompress.mjs). */
export declare const PRECOMPRESSED: RegExp;
export declare const MIN_BYTES: number;
/** Writes `<file>.br` (quality 11) and `<file>.gz` (gzip by zopfli) beside every compressible file under `dir`. */
export declare function precompressDir(dir: string): Promise<string[]>;
/** The same for a Vite build's output folder, once the build is closed. */
export declare function precompress(): Plugin;
