import type { ChildProcess } from 'node:child_process';

export interface StackOptions {
  port?: number;
  apiPort?: number;
  authPort?: number;
  dataDir?: string;
  quiet?: boolean;
  env?: Record<string, string>;
}
export interface Stack {
  url: string;
  port: number;
  apiPort: number;
  authPort: number;
  projectId: string;
  dataDir: string;
  children: ChildProcess[];
  stop(): Promise<void>;
  /** Stops workerapi and starts it again on the same port and database (e2e: the event stream reconnects). */
  restartWorkerapi(): Promise<void>;
}
export function startStack(options?: StackOptions): Promise<Stack>;
