import type { UserConfigFnObject, UserConfigFnPromise } from 'vite';
export const DEFAULT_STACK_URL: string;
export function devServerSettings(defaultPort: number, env?: Record<string, string | undefined>): { port: number; stackUrl: string };
export function withDevServer(config: UserConfigFnObject, env?: Record<string, string | undefined>): UserConfigFnPromise;
