import type { ChildProcess } from 'node:child_process';

export interface StackOptions {
  port?: number;
  apiPort?: number;
  authPort?: number;
  dataDir?: string;
  quiet?: boolean;
  env?: Record<string, string>;
  /** Always explicit for workerapi and the gateway (unset would mean production); default APP_ENV or 'local'. */
  appEnv?: 'local' | 'test';
  /** A part stopped on its own; the stack has already stopped the others. */
  onFailure?: (message: string) => void;
  /** The deploy directory the gateway serves (default: <dataDir>/deploy when dataDir is given, else DEPLOY_DIR or .deploy/). */
  deployDir?: string;
}
export interface Stack {
  url: string;
  port: number;
  apiPort: number;
  authPort: number;
  projectId: string;
  dataDir: string;
  deployDir: string;
  children: ChildProcess[];
  /** The CSP violations reported to the gateway so far (local/test). */
  cspReports(): { documentUri?: string; violated?: string; blocked?: string; sample?: string }[];
  stop(): Promise<void>;
  /** Stops workerapi and starts it again on the same port and database (e2e: the event stream reconnects). */
  restartWorkerapi(): Promise<void>;
}
export function startStack(options?: StackOptions): Promise<Stack>;
