import type { ChildProcess } from 'node:child_process';
export const STACK_ID_VARIABLE: string;
export function pidFile(dataDir: string): string;
export function carriesMarker(pid: number, stackId: string): boolean;
export function recordChildren(dataDir: string, children: ChildProcess[]): void;
export function forgetChildren(dataDir: string): void;
export function clearLeftovers(dataDir: string, options?: { graceMs?: number }): Promise<number[]>;
export function killChildrenOnExit(children: ChildProcess[], dataDir: string): () => void;
