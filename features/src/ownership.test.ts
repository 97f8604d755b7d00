import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SHARED_SUBPATHS } from 'shared/build/federation';

// The `features` package holds what only one remote uses; each remote bundles its own barrel (tree-shaken), and
// reaches the federated core (`shared/*`, provided once by the shell) by package name — which the federation
// plugin turns into a shared-module lookup. These checks keep that true:
// - no file is in two remotes' barrels (a page showing two remotes would download it twice);
// - nothing reaches into `shared` by a relative path, or through a subpath that is not federated;
// - zod is used through `zx` from shared/schemas, never imported as a value (a second zod per remote).

const SRC = dirname(fileURLToPath(import.meta.url));
const BARRELS = ['auth', 'mypage', 'shifts', 'salary', 'domain'] as const;

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
  /** Bare imports seen on the way (package names and subpaths). */
  doors: Set<string>;
  /** Value imports of zod. */
  zod: string[];
}

/** The files one barrel pulls in through relative imports (type-only imports are erased and not followed). */
function closureOf(entry: string): Closure {
  const files = new Set<string>();
  const doors = new Set<string>();
  const zod: string[] = [];
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?'([^']+)';/gm)) {
      const [, typeOnly, spec] = m;
      if (!spec || typeOnly) continue;
      if (spec.startsWith('.')) queue.push(resolveRelative(file, spec));
      else if (spec.startsWith('zod')) zod.push(`${relative(SRC, file)}: ${spec}`);
      else doors.add(spec);
    }
  }
  return { files, doors, zod };
}

const closures = new Map(BARRELS.map((b) => [b, closureOf(join(SRC, b === 'domain' || b === 'salary' ? `${b}/index.ts` : `${b}.ts`))]));

describe('features: each remote bundles its own files and reaches the core only through federation', () => {
  it('no two remotes\' barrels share a file', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const [barrel, closure] of closures) {
      for (const file of closure.files) {
        const owner = seen.get(file);
        if (owner) clashes.push(`${relative(SRC, file)}: ${owner} and ${barrel}`);
        seen.set(file, barrel);
      }
    }
    expect(clashes).toEqual([]);
  });

  it.each(BARRELS)('features/%s stays inside the package and imports shared only through federated subpaths', (barrel) => {
    const closure = closures.get(barrel);
    const outside = [...(closure?.files ?? [])].filter((f) => relative(SRC, f).startsWith('..'));
    expect(outside).toEqual([]);
    const doors = [...(closure?.doors ?? [])];
    expect(doors.filter((d) => !SHARED_SUBPATHS.includes(d))).toEqual([]);
  });

  it.each(BARRELS)('features/%s never imports zod as a value (zx from shared/schemas instead)', (barrel) => {
    expect(closures.get(barrel)?.zod).toEqual([]);
  });

  it('the checker sees real imports (the mypage barrel pulls in its schema, message and call files)', () => {
    const files = [...(closures.get('mypage')?.files ?? [])].map((f) => relative(SRC, f));
    expect(files).toEqual(expect.arrayContaining(['schemas/account.ts', 'messages/mypage.ts', 'api/account.ts']));
    expect(closures.get('mypage')?.doors).toContain('shared/api');
  });
});
