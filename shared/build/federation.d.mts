export declare const SHARED_SUBPATHS: readonly string[];
export type ShareConfig = { singleton: true; requiredVersion: string | false };
export declare function federationShared(appDir?: string): Record<string, ShareConfig>;
