import type { Plugin } from 'vite';
/** One aggregate module for the modules an app provides to the share scope (share-bundle.mjs). */
export declare function shareBundle(options: { modules: readonly string[]; match?: RegExp; eager?: boolean }): Plugin;
