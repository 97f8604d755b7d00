export interface Remote { name: string; dir: string; prefix: string }
export interface VersionRecord {
  version: string; entry: string; commit: string | null; builtAt: string; deployedAt: string; source: string;
  /** The versions a remote was built against (build-info.json) and (since 2026-11-23, issue 17) the share keys its build lists. */
  shared: { [name: string]: string | string[] | null | undefined; shares?: string[] };
  /** The version that was live when this one was deployed (null: none; absent in records from before it). */
  replaced?: string | null;
}
export const root: string;
export const KEEP_VERSIONS: number;
export class DeployError extends Error {}
export function parseArguments<T>(parse: () => T, usage: string): T;
export function deployDirFrom(env?: Record<string, string | undefined>): string;
export function readRemotes(): Remote[];
export function findRemote(arg: string): Remote;
export function readDeployedConfig(deployDir: string): { remotes: Record<string, string> } & Record<string, unknown> | null;
export function readRecords(deployDir: string, remote: Remote): VersionRecord[];
export function liveVersion(deployDir: string, remote: Remote): string | null;
export function entryUrl(remote: Remote, version: string): string;
export function writeAtomic(file: string, text: string): void;
export function switchLive(deployDir: string, remote: Remote, version: string, env?: Record<string, string | undefined>): Promise<void>;
export function prune(deployDir: string, remote: Remote, keep?: number): string[];
export function deploy(options: {
  remote: string; deployDir?: string; from?: string; env?: Record<string, string | undefined>; now?: Date;
  check?: boolean; keep?: number; log?: (line: string) => void;
}): Promise<{ remote: string; version: string; entry: string; pruned: string[] }>;
export function rollback(options: { remote: string; to?: string; deployDir?: string; check?: boolean; env?: Record<string, string | undefined> }):
  Promise<{ remote: string; from: string | null; version: string }>;
export function listVersions(options: { remote: string; deployDir?: string }): (VersionRecord & { live: boolean })[];
export function deployedFile(deployDir: string, pathname: string): string | null;
