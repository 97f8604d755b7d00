import type { Plugin, UserConfigFnObject } from 'vite';

export declare function sharedPackageVersion(): string;
export declare function sharedVersionExport(options?: { version?: string; dir?: string; shares?: string[] }): Plugin;
export declare function devShared<T extends Record<string, unknown>>(shared: T): Partial<T>;
export declare function defineRemoteConfig(remote: { name: string; port: number; dir: string; sharedVersion?: string }): UserConfigFnObject;
