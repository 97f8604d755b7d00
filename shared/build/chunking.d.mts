import type { Plugin } from 'vite';
/** Federation glue (and `include`d modules) in the preload helper's file (chunking.mjs). */
export declare function federationGlue(options?: { react?: boolean; importMap?: boolean; wrappers?: boolean | { usedFrom: string }; include?: (id: string) => boolean }): Plugin;
/** A remote's primary page (the first route of src/routes.ts) in one chunk with ./routes. */
export declare function primaryPage(options: { dir: string }): Plugin;
/** The host's empty pendingShares file left out of its entry bootstrap and index.html (chunking.mjs). */
export declare function dropEmptyPendingShares(): Plugin;
