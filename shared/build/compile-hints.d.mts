import type { Plugin } from 'vite';
/** V8's magic comment: compile every function of the file eagerly, while it streams in. */
export declare const COMPILE_HINT: string;
/** The Vite plugin (build only): the compile hint as the first line of each chunk named; fails when one is missing. */
export declare function compileHints(options: { chunks: string[] }): Plugin;
