import type { Plugin } from 'vite';
/** The sentinels' names in react-dom-client.production.js (React 19). */
export declare const SENTINELS: readonly string[];
/** A sentinel: an object with Error's prototype and the message, and no stack. */
export declare function sentinelWithoutStack(message: string): Error;
/** React DOM's production client with its five sentinels built without a stack; throws when they changed. */
export declare function withoutSentinelStacks(code: string): string;
/** The Vite plugin (build only): applies withoutSentinelStacks to React DOM's production client. */
export declare function reactSentinels(): Plugin;
