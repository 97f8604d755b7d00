import type { ChildProcess } from 'node:child_process';

export interface ProdLikeOptions {
  port?: number; apiPorts?: number[]; authPort?: number; pgPort?: number; dataDir?: string; appEnv?: string; quiet?: boolean;
}
export interface ProdLikeStack {
  url: string; port: number; apiPorts: number[]; authPort: number; pgPort: number; dataDir: string; deployDir: string;
  databaseUrl: string; timings: Record<string, number>;
  replicas: (ChildProcess | undefined)[]; children: ChildProcess[];
  pg: { url: string; init(): void; start(): void; stop(): void; isRunning(): boolean };
  stop(): Promise<void>;
  killReplica(i: number): Promise<void>;
  restartReplica(i: number): Promise<void>;
  replicaOutput(i: number): string;
}
export function startProdLike(options?: ProdLikeOptions): Promise<ProdLikeStack>;
export function ensureSystemPackages(): void;
export function postgresBinDir(): string | null;
