import type { Plugin } from 'vite';
/** A remote's federation glue in the preload helper's file (chunking.mjs). */
export declare function federationGlue(options?: { importMap?: boolean; wrappers?: boolean | { usedFrom: string } }): Plugin;
/** A remote's primary page (the first route of src/routes.ts) in one chunk with ./routes. */
export declare function primaryPage(options: { dir: string }): Plugin;
