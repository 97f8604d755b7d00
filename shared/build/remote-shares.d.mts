import type { Plugin } from 'vite';
import type { ShareConfig } from './federation.mjs';

export declare const ALWAYS_SHARED: readonly string[];
/** React's JSX entry point, configured on its own key in every remote's list. */
export declare const JSX_RUNTIME_KEY: 'react/jsx-runtime';
export declare function shareKeyOf(specifier: string, keys: readonly string[]): string | undefined;
export declare function runtimeSpecifiers(file: string, source?: string): string[];
/** The share keys the modules `entry` reaches import (remote-shares.mjs), each with where it is imported. */
export declare function importedShares(entry: string, keys: readonly string[]): Map<string, Set<string>>;
/** The share keys @module-federation/vite built a wrapper or fallback copy for, from module ids. */
export declare function wrappedShareKeys(ids: Iterable<string>): Set<string>;
/** A remote's share list: federationShared(dir) filtered to what its src/routes.ts reaches, plus JSX_RUNTIME_KEY. */
export declare function remoteShared(dir: string): { shared: Record<string, ShareConfig>; all: Record<string, ShareConfig>; found: Map<string, Set<string>> };
/** The list with every key consume-only (import: false), as a remote's production build configures it. */
export declare function consumeOnly<T extends Record<string, object>>(shared: T): T;
/** Fails the build when the bundle holds a module of a share key the list does not have, or a wrapper for an unconfigured key. */
export declare function shareGuard(options: { name: string; dir: string; shared: Record<string, unknown>; all: Record<string, unknown> }): Plugin;
