export declare const SHARED_SUBPATHS: readonly string[];
export declare const FORM_SHARED_PACKAGES: readonly string[];
export declare const HOST_ON_DEMAND_SHARES: readonly string[];
export type ShareConfig = { singleton: boolean; requiredVersion: string | false; version?: string };
export declare function federationShared(appDir?: string): Record<string, ShareConfig>;
export type HostShareListEntry = { version: string; requiredVersion: string | false };
export declare function hostShareList(appDir?: string): Record<string, HostShareListEntry>;
export declare function sharedPackageVersion(): string;
