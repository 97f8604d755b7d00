import type { UserConfigFnObject } from 'vite';

export declare function defineRemoteConfig(remote: { name: string; port: number; dir: string }): UserConfigFnObject;
