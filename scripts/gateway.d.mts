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
export interface CspReport { documentUri?: string; violated?: string; blocked?: string; sample?: string }
export interface Gateway {
  server: Server;
  /** Local/test: the CSP violations browsers reported to /__csp-report. */
  cspReports: CspReport[];
  /** Serves an app's files from another folder from now on (a deploy). */
  setDir(name: string, dir: string): void;
  listen(): Promise<string>;
  close(): Promise<void>;
}
export function createGateway(options?: GatewayOptions): Gateway;
/** The build's precompressed sibling of `file` (.br, then .gz) for this Accept-Encoding, unless older than the file. */
export function precompressed(file: string, st: import('node:fs').Stats, accepted: string): { file: string; encoding: string; size: number } | null;
export function localConfig(env?: Record<string, string | undefined>): unknown;
export const GATEWAY_MESSAGES: Readonly<Record<'BAD_REQUEST' | 'HEADERS_TOO_LARGE' | 'PAYLOAD_TOO_LARGE' | 'IMAGE_TOO_LARGE' | 'METHOD_NOT_ALLOWED' | 'NOT_FOUND' | 'SERVER_ERROR', string>>;
export const MAX_JSON_BODY_BYTES: number;
export const IMAGE_UPLOAD_PATH: string;
export const MAX_UPLOAD_BODY_BYTES: number;
export function clientErrorResponse(errorCode: string | undefined): string;
export const CSP_REPORT_PATH: string;
