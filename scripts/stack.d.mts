import type { ChildProcess } from 'node:child_process';

export interface StackOptions {
  port?: number;
  apiPort?: number;
  authPort?: number;
  dataDir?: string;
  quiet?: boolean;
  env?: Record<string, string>;
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
  stop(): Promise<void>;
}
export function startStack(options?: StackOptions): Promise<Stack>;
