// node --test scripts/*.test.mjs: the contract check between the shell's route table, the remotes'
// ./routes and the shared exports — on this checkout, and on a copy with one remote broken.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkContracts, readRemotes, shellRouteTable } from './contract-check.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const dirs = [];
after(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

/** A copy of the checkout with mfe-shifts' src (editable) and the real shared/features (linked). */
function copyWithShifts({ routes, extraImport, pendingPaths } = {}) {
  const base = mkdtempSync(join(tmpdir(), 'contract-test-'));
  dirs.push(base);
  for (const pkg of ['shared', 'features', 'node_modules']) symlinkSync(join(root, pkg), join(base, pkg));
  mkdirSync(join(base, 'shell', 'src', 'routing'), { recursive: true });
  cpSync(join(root, 'shell', 'src', 'routing', 'route-table.ts'), join(base, 'shell', 'src', 'routing', 'route-table.ts'));
  cpSync(join(root, 'mfe-shifts', 'src'), join(base, 'mfe-shifts', 'src'), { recursive: true });
  const entry = { dir: 'mfe-shifts', prefix: '/remotes/shifts/', ...(pendingPaths ? { pendingPaths } : {}) };
  writeFileSync(join(base, 'remotes.json'), JSON.stringify({ remotes: { mfe_shifts: entry } }));
  const file = join(base, 'mfe-shifts', 'src', 'routes.ts');
  let code = readFileSync(file, 'utf8');
  if (routes) code = code.replace(/export const routes[\s\S]*$/, routes);
  if (extraImport) code = `${extraImport}\n${code}`;
  writeFileSync(file, code);
  return base;
}

describe('contract check (scripts/contract-check.mjs)', () => {
  it('passes on this checkout, for every remote in remotes.json', async () => {
    const { errors, notes } = await checkContracts();
    assert.deepEqual(errors, []);
    for (const r of readRemotes()) assert.ok(notes.some((n) => n.startsWith(`${r.name}: ok`)), `${r.name} checked`);
  });

  it('reads the shell route table', () => {
    const table = shellRouteTable();
    assert.ok(table.some((r) => r.path === '/mypage/shift-list' && r.remote === 'mfe_shifts'));
  });

  it('fails a remote exposing a path the shell assigns elsewhere, or lacking one it is assigned', async () => {
    const base = copyWithShifts({
      routes: `export const routes = [
  { path: '/mypage/shift-list', load: () => import('./pages/shift-list-page') },
  { path: '/mypage/salary', load: () => import('./pages/shift-list-page') },
];\n`,
    });
    const { errors } = await checkContracts({ base });
    assert.ok(errors.some((e) => /mfe_shifts: exposes \/mypage\/salary, which the shell's route table assigns to mfe_salary/.test(e)), errors.join('\n'));
    assert.ok(errors.some((e) => /assigns \/mypage\/shift-submit to it, but its \.\/routes does not expose it/.test(e)), errors.join('\n'));
  });

  it('reports a missing path listed in pendingPaths instead of failing', async () => {
    const base = copyWithShifts({
      routes: `export const routes = [{ path: '/mypage/shift-list', load: () => import('./pages/shift-list-page') }];\n`,
      pendingPaths: ['/mypage/shift-submit'],
    });
    const { errors, notes } = await checkContracts({ base });
    assert.deepEqual(errors, []);
    assert.ok(notes.some((n) => n.includes('/mypage/shift-submit is assigned to it and pending')));
  });

  it('fails a remote importing a shared export the shell does not provide (types do not count)', async () => {
    const base = copyWithShifts({ extraImport: "import { notInShared, type RuntimeConfig } from 'shared/config';\nvoid notInShared;" });
    const { errors } = await checkContracts({ base });
    assert.deepEqual(errors, ['mfe_shifts: imports notInShared from shared/config, which the shell does not provide (no value export notInShared in shared/src/config/index.ts) — imported by mfe-shifts/src/routes.ts']);
  });

  it('names every file of the remote that imports a shared export the shell does not provide', async () => {
    const base = copyWithShifts();
    const page = join(base, 'mfe-shifts', 'src', 'pages', 'shift-list-page.tsx');
    writeFileSync(page, `import { notInShared } from 'shared/ui';\nvoid notInShared;\n${readFileSync(page, 'utf8')}`);
    const { errors } = await checkContracts({ base });
    assert.equal(errors.length, 1, errors.join('\n'));
    assert.match(errors[0], /imports notInShared from shared\/ui, .* — imported by mfe-shifts\/src\/pages\/shift-list-page\.tsx$/);
  });

  it('says how to add a path the route table does not have', async () => {
    const base = copyWithShifts({
      routes: `export const routes = [
  { path: '/mypage/shift-list', load: () => import('./pages/shift-list-page') },
  { path: '/mypage/shift-submit', load: () => import('./pages/shift-submit-page') },
  { path: '/mypage/shift-history', load: () => import('./pages/shift-list-page') },
];\n`,
    });
    const { errors } = await checkContracts({ base });
    assert.deepEqual(errors, [
      `mfe_shifts: exposes /mypage/shift-history, which the shell's route table does not have: add { path: '/mypage/shift-history', remote: 'mfe_shifts' } to ROUTE_TABLE in shell/src/routing/route-table.ts and deploy the shell first (docs/contracts.md "How to add a remote", step 5)`,
    ]);
  });

  it('fails a name that is no remote instead of checking nothing', async () => {
    const { errors, notes } = await checkContracts({ only: ['mfe-shift'] });
    assert.equal(errors.length, 1);
    assert.match(errors[0], /^mfe-shift: no such remote in remotes\.json \(remotes: .*mfe-shifts or mfe_shifts/);
    assert.deepEqual(notes, []);
  });

  it("fails a remote whose build shares a key the shell does not provide; this checkout's remotes share a subset of the shell's keys", async () => {
    const { errors, notes } = await checkContracts({ only: ['mfe_shifts'], sharesOf: { mfe_shifts: ['react', 'shared/ui', 'left-pad'] } });
    assert.deepEqual(errors, ['mfe_shifts: shares left-pad, which the shell does not provide (shared/build/federation.mjs): each remote would run its own copy']);
    assert.deepEqual(notes, []);
    const checked = await checkContracts();
    for (const r of readRemotes()) assert.ok(checked.notes.some((n) => n.startsWith(`${r.name}: ok`) && / \d+ shares\)$/.test(n)), `${r.name}: shares checked`);
  });

  it('fails a remote built against an incompatible shared version', async () => {
    const { errors } = await checkContracts({ only: ['mfe_shifts'], sharedVersionOf: { mfe_shifts: '9.0.0' } });
    assert.equal(errors.length, 1);
    assert.match(errors[0], /mfe_shifts: built against shared 9\.0\.0, the shell provides shared \d+\.\d+\.\d+/);
  });
});
