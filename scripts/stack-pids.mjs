// What the local stack started, written down so that nothing it started outlives it (issue 12 item 14):
// - every child is spawned with WORKER_STACK_ID=<data dir> in its environment and listed in <data dir>/stack.pids.json;
// - if the stack's own process dies in any way Node can see (an uncaught exception, process.exit), its children's
//   process groups are killed synchronously on 'exit';
// - a new start on the same data dir reads the file and kills the listed processes that still carry the marker
//   (a SIGKILLed parent's orphans) — never a process it did not start: a reused pid without the marker is left alone.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const STACK_ID_VARIABLE = 'WORKER_STACK_ID';
export const pidFile = (dataDir) => join(dataDir, 'stack.pids.json');

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** True when process `pid` runs with WORKER_STACK_ID=<stackId> (read from /proc; false when unreadable). */
export function carriesMarker(pid, stackId) {
  try {
    return readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0').includes(`${STACK_ID_VARIABLE}=${stackId}`);
  } catch {
    return false;
  }
}

/** Writes the list: the owner (this process) and each child's pid and name. */
export function recordChildren(dataDir, children) {
  const entries = children.filter((c) => c.pid !== undefined).map((c) => ({ pid: c.pid, name: c.stackName ?? 'child' }));
  writeFileSync(pidFile(dataDir), JSON.stringify({ owner: process.pid, children: entries }, null, 2));
}

export function forgetChildren(dataDir) {
  rmSync(pidFile(dataDir), { force: true });
}

/**
 * Before a start: if the recorded owner still runs, another stack uses this data dir (an Error); otherwise the
 * recorded children still carrying this data dir's marker are the leftovers of a stack that died — their process
 * groups are ended (SIGTERM, then SIGKILL after `graceMs`). Returns the pids it ended.
 */
export async function clearLeftovers(dataDir, { graceMs = 3_000 } = {}) {
  const file = pidFile(dataDir);
  if (!existsSync(file)) return [];
  let recorded;
  try {
    recorded = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    rmSync(file, { force: true });
    return [];
  }
  if (typeof recorded.owner === 'number' && recorded.owner !== process.pid && alive(recorded.owner) &&
      (recorded.children ?? []).some((c) => carriesMarker(c.pid, dataDir))) {
    throw new Error(`another local stack (pid ${recorded.owner}) is running on ${dataDir}: stop it first`);
  }
  const ours = (recorded.children ?? []).filter((c) => typeof c.pid === 'number' && carriesMarker(c.pid, dataDir));
  for (const c of ours) signalGroup(c.pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (ours.some((c) => alive(c.pid)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  for (const c of ours) if (alive(c.pid)) signalGroup(c.pid, 'SIGKILL');
  rmSync(file, { force: true });
  return ours.map((c) => c.pid);
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    try { process.kill(pid, signal); } catch { /* gone */ }
  }
}

/**
 * If this process ends while the children still run (uncaught exception, process.exit from anywhere), their
 * process groups are killed on the way out. Returns a function that removes the hook (after a clean stop).
 */
export function killChildrenOnExit(children, dataDir) {
  const onExit = () => {
    for (const c of children) if (c.pid !== undefined && c.exitCode === null && c.signalCode === null) signalGroup(c.pid, 'SIGKILL');
    forgetChildren(dataDir);
  };
  process.on('exit', onExit);
  return () => process.off('exit', onExit);
}
