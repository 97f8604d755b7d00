// scripts/stack-pids.mjs: what npm start and the e2e stack started never outlives them (issue 12 item 14).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { clearLeftovers, pidFile, STACK_ID_VARIABLE } from '../../../scripts/stack-pids.mjs';

const stackPidsModule = fileURLToPath(new URL('../../../scripts/stack-pids.mjs', import.meta.url));
const started: ChildProcess[] = [];

function idle(env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { env: { ...process.env, ...env }, detached: true, stdio: 'ignore' });
  started.push(child);
  return child;
}
const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
/** Resolves when the process is gone (reaped by us or not our child); bounded by the test's timeout. */
async function gone(pid: number): Promise<void> {
  await expect.poll(() => alive(pid), { timeout: 10_000, interval: 50 }).toBe(false);
}

/** Each test's folder is made under one folder of this file, removed at the end. */
const root = mkdtempSync(join(tmpdir(), 'stack-pids-'));
const tempDir = (): string => mkdtempSync(join(root, 'case-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

afterEach(() => {
  for (const c of started.splice(0)) if (c.pid !== undefined && c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});

describe('issue 12 item 14: the local stack leaves no orphans', () => {
  it("a new start ends the leftovers it recorded on this data dir — and only the processes carrying this data dir's marker", async () => {
    const dataDir = tempDir();
    const leftover = idle({ [STACK_ID_VARIABLE]: dataDir });
    const stranger = idle({});
    const otherStack = idle({ [STACK_ID_VARIABLE]: '/some/other/dir' });
    await new Promise((r) => leftover.once('spawn', r));
    const recorded = [leftover, stranger, otherStack].map((c) => ({ pid: c.pid, name: 'x' }));
    // The owner is gone (a pid that cannot exist).
    writeFileSync(pidFile(dataDir), JSON.stringify({ owner: 2 ** 22 + 12345, children: recorded }));

    const ended = await clearLeftovers(dataDir, { graceMs: 2_000 });
    expect(ended).toEqual([leftover.pid]);
    await new Promise((r) => (leftover.exitCode !== null || leftover.signalCode !== null ? r(null) : leftover.once('exit', r)));
    expect(alive(stranger.pid ?? 0)).toBe(true);
    expect(alive(otherStack.pid ?? 0)).toBe(true);
  });

  it('when the process that started the parts dies of an uncaught exception (the gateway crash), the parts die with it', async () => {
    const dataDir = tempDir();
    const script = `
      import { spawn } from 'node:child_process';
      import { killChildrenOnExit, STACK_ID_VARIABLE } from ${JSON.stringify(stackPidsModule)};
      const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { detached: true, stdio: 'ignore', env: { ...process.env, [STACK_ID_VARIABLE]: ${JSON.stringify(dataDir)} } });
      killChildrenOnExit([child], ${JSON.stringify(dataDir)});
      child.once('spawn', () => { process.stdout.write(String(child.pid) + '\\n'); setImmediate(() => { throw new Error('URI malformed'); }); });
    `;
    const parent = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    parent.stdout.on('data', (c: Buffer) => (out += c.toString()));
    const code = await new Promise<number | null>((r) => parent.once('exit', r));
    expect(code).not.toBe(0);
    const pid = Number(out.trim());
    expect(pid).toBeGreaterThan(0);
    await gone(pid);
  });
});
