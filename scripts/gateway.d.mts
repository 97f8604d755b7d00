import type { Server } from 'node:http';

export interface GatewayOptions {
  port?: number;
  host?: string;
  workerapiUrl?: string;
  env?: Record<string, string | undefined>;
  log?: (line: string) => void;
  /** Build folders to serve instead of <app>/dist, by federation name or 'shell'. */
  dirs?: Record<string, string>;
  /** A deploy directory (scripts/deploy-lib.mjs) whose /config.json remotes and version folders are served. */
  deployDir?: string | null;
}
export interface Gateway {
  server: Server;
  /** Serves an app's files from another folder from now on (a deploy). */
  setDir(name: string, dir: string): void;
  listen(): Promise<string>;
  close(): Promise<void>;
}
export function createGateway(options?: GatewayOptions): Gateway;
export function localConfig(env?: Record<string, string | undefined>): unknown;
