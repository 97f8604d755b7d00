import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SHARED_SUBPATHS } from '../../build/federation.mjs';

// Every source file of `shared` belongs to exactly one bundle: either the federated core (provided once, by the
// shell) or one remote's feature module (bundled by that remote). A feature file that reached a core file by a
// relative path would put that file in the remote's bundle too, and the page would download it twice (the
// benchmark's "packages downloaded more than once"). Imports by package name ('shared/schemas') are the doors
// between them and are not followed here.

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const pkg: { exports: Record<string, unknown> } = JSON.parse(readFileSync(join(SRC, '..', 'package.json'), 'utf8'));

function entryOf(subpath: string): string {
  const target = pkg.exports[`./${subpath.replace(/^shared\//, '')}`];
  if (typeof target !== 'string') throw new Error(`no export for ${subpath}`);
  return resolve(SRC, '..', target);
}

function resolveRelative(from: string, spec: string): string {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      /* next */
    }
  }
  throw new Error(`cannot resolve ${spec} from ${from}`);
}

interface Closure {
  files: Set<string>;
  /** Package-name imports of shared subpaths seen on the way. */
  doors: Set<string>;
}

/** The files one entry pulls in through relative imports (type-only imports are erased and not followed). */
function closureOf(entry: string): Closure {
  const files = new Set<string>();
  const doors = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?'([^']+)';/gm)) {
      const [, typeOnly, spec] = m;
      if (!spec || typeOnly) continue;
      if (spec.startsWith('.')) {
        if (!spec.endsWith('.css')) queue.push(resolveRelative(file, spec));
      } else if (spec.startsWith('shared/')) doors.add(spec);
    }
  }
  return { files, doors };
}

const core = new Map(SHARED_SUBPATHS.map((s) => [s, closureOf(entryOf(s))]));
const coreFiles = new Set([...core.values()].flatMap((c) => [...c.files]));
const FEATURES = ['shared/features/auth', 'shared/features/mypage', 'shared/features/shifts'];
const features = new Map(FEATURES.map((f) => [f, closureOf(entryOf(f))]));
const name = (file: string) => relative(SRC, file);

describe('core and feature modules: each file of shared is in one bundle', () => {
  it.each(FEATURES)('%s shares no file with the federated core', (feature) => {
    const shared = [...(features.get(feature)?.files ?? [])].filter((f) => coreFiles.has(f)).map(name);
    expect(shared).toEqual([]);
  });

  it('no two feature modules share a file', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const [feature, closure] of features) {
      for (const file of closure.files) {
        const owner = seen.get(file);
        if (owner) clashes.push(`${name(file)}: ${owner} and ${feature}`);
        seen.set(file, feature);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('the core never imports a feature module or shared/server', () => {
    const doors = [...core.values()].flatMap((c) => [...c.doors]);
    expect(doors.filter((d) => d.startsWith('shared/features/') || d === 'shared/server')).toEqual([]);
  });

  it('a feature module reaches the core only through federated subpaths', () => {
    for (const closure of features.values()) {
      for (const door of closure.doors) expect(SHARED_SUBPATHS).toContain(door);
    }
  });

  it('the checker sees real imports (the mypage feature pulls in its schema and message files)', () => {
    const files = [...(features.get('shared/features/mypage')?.files ?? [])].map(name);
    expect(files).toEqual(expect.arrayContaining(['schemas/account.ts', 'messages/mypage.ts', 'api/account.ts']));
    expect(core.get('shared/schemas')?.files.size).toBeGreaterThan(5);
  });
});
