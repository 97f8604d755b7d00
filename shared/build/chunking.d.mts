import type { Plugin } from 'vite';
/** The federation runtime in the same file as Vite's preload helper (chunking.mjs). */
export declare function federationGlue(options?: { react?: boolean; importMap?: boolean; wrappers?: boolean }): Plugin;
/** A remote's primary page (the first route of src/routes.ts) in one chunk that ./routes imports statically. */
export declare function primaryPage(options: { dir: string }): Plugin;
/** The host's empty pendingShares file left out of its entry bootstrap and index.html (chunking.mjs). */
export declare function dropEmptyPendingShares(): Plugin;
