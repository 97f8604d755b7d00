import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeOnly, importedShares, JSX_RUNTIME_KEY, remoteShared, runtimeSpecifiers, shareGuard, shareKeyOf, wrappedShareKeys } from './remote-shares.mjs';

const KEYS = ['react', 'react-dom', 'shared/config', 'shared/store', 'shared/events', 'shared/ui', 'react-hook-form', '@hookform/resolvers/zod'];

describe('shareKeyOf', () => {
  it('a key or a subpath of it; the longest key wins', () => {
    expect(shareKeyOf('react', KEYS)).toBe('react');
    expect(shareKeyOf('react/jsx-runtime', KEYS)).toBe('react');
    expect(shareKeyOf('react-dom/client', KEYS)).toBe('react-dom');
    expect(shareKeyOf('shared/store', KEYS)).toBe('shared/store');
    expect(shareKeyOf('@hookform/resolvers/zod', KEYS)).toBe('@hookform/resolvers/zod');
    expect(shareKeyOf('shared/remote-contract', KEYS)).toBeUndefined();
    expect(shareKeyOf('shared/storehouse', KEYS)).toBeUndefined();
    expect(shareKeyOf('react-router-dom', KEYS)).toBeUndefined();
  });
});

describe('runtimeSpecifiers', () => {
  it('static imports, re-exports and literal import(); not `import type` / `export type`, not computed specifiers', () => {
    const source = [
      "import type { A } from 'types-only';",
      "import { type B } from 'inline-type';", // verbatimModuleSyntax keeps it as import 'inline-type'
      "import { c } from 'value';",
      "import './side-effect.css';",
      "export { d } from 'reexported';",
      "export type { E } from 'type-reexport';",
      "export * from 'star';",
      "const page = () => import('./lazy');",
      'const computed = (name: string) => import(`./pages/${name}`);',
      "// import { x } from 'in-a-comment';",
    ].join('\n');
    expect(runtimeSpecifiers('/x/file.ts', source).sort()).toEqual(['./lazy', './side-effect.css', 'inline-type', 'reexported', 'star', 'value']);
  });
});

/**
 * A workspace like this repo's: an app (a remote) with src/routes.ts, a workspace package `lib` (like features)
 * with wildcard exports, the `shared` package with two federated subpaths, and packages in node_modules.
 */
function workspace(root: string) {
  const file = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const link = (target: string, path: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    symlinkSync(join(root, target), join(root, path), 'dir');
  };
  file('app/package.json', JSON.stringify({ name: 'app' }));
  file('app/src/routes.ts', "export const routes = [{ path: '/a', load: () => import('./pages/a') }];\n");
  file('app/src/pages/a.tsx', "import { useSession } from 'shared/store';\nimport { thing } from 'lib/thing';\nimport type { T } from 'shared/events';\nexport default function A() { return useSession(thing); }\n");
  file('app/src/pages/b.tsx', "import { subscribeEvents } from 'shared/events';\nexport default subscribeEvents;\n");
  file('lib/package.json', JSON.stringify({ name: 'lib', exports: { './*': './src/*/index.ts' } }));
  file('lib/src/thing/index.ts', "import { useForm } from 'react-hook-form';\nexport const thing = useForm;\n");
  file('shared/package.json', JSON.stringify({ name: 'shared', exports: { './config': './src/config/index.ts', './store': './src/store/index.ts', './events': './src/events/index.ts' } }));
  file('shared/src/config/index.ts', 'export const config = {};\n');
  file('shared/src/store/index.ts', "import { config } from 'shared/config';\nimport { create } from 'store-lib';\nexport const useSession = create(config);\n");
  file('shared/src/events/index.ts', "import { useSession } from 'shared/store';\nexport const subscribeEvents = useSession;\n");
  file('shared/node_modules/store-lib/package.json', JSON.stringify({ name: 'store-lib', dependencies: { 'store-core': '1' } }));
  file('shared/node_modules/store-core/package.json', JSON.stringify({ name: 'store-core', peerDependencies: { 'react-dom': '19' } }));
  file('lib/node_modules/react-hook-form/package.json', JSON.stringify({ name: 'react-hook-form', peerDependencies: { react: '19' } }));
  link('shared', 'app/node_modules/shared');
  link('lib', 'app/node_modules/lib');
  link('shared', 'lib/node_modules/shared');
  return { app: join(root, 'app'), entry: join(root, 'app', 'src', 'routes.ts'), file };
}

describe('importedShares', () => {
  let root: string;
  beforeAll(() => {
    root = realpathSync(mkdtempSync(join(tmpdir(), 'remote-shares-')));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('follows relative imports, workspace packages and node_modules dependencies; imports within one package and types do not count', () => {
    const { entry } = workspace(join(root, 'one'));
    const found = importedShares(entry, KEYS);
    expect([...found.keys()].sort()).toEqual(['react', 'react-dom', 'react-hook-form', 'shared/store']);
    // store-lib → store-core's peer react-dom: the fallback copy of shared/store would import it from the share scope
    expect([...found.get('react-dom')!]).toEqual(['store-core (package.json)']);
    // shared/store's own `import … from 'shared/config'` stays local (same package): not a reason to list it;
    // `import type … from 'shared/events'` is not an import; b.tsx is not reached from routes.ts
    expect(found.has('shared/config')).toBe(false);
    expect(found.has('shared/events')).toBe(false);
  });

  it('catches a new import: a page that starts importing a key adds it', () => {
    const { entry, file } = workspace(join(root, 'two'));
    expect(importedShares(entry, KEYS).has('shared/events')).toBe(false);
    file('app/src/routes.ts', "export const routes = [{ path: '/a', load: () => import('./pages/a') }, { path: '/b', load: () => import('./pages/b') }];\n");
    const found = importedShares(entry, KEYS);
    expect(found.has('shared/events')).toBe(true);
    expect([...found.get('shared/events')!][0]).toMatch(/app[\\/]src[\\/]pages[\\/]b\.tsx$/);
    // and one through a workspace package (features/…) counts the same
    file('lib/src/thing/index.ts', "import { useForm } from 'react-hook-form';\nimport { config } from 'shared/config';\nexport const thing = [useForm, config];\n");
    expect(importedShares(entry, KEYS).has('shared/config')).toBe(true);
  });
});

type Hook = (this: unknown, ...args: unknown[]) => unknown;

describe('shareGuard', () => {
  let root: string;
  let app: string;
  beforeAll(() => {
    root = realpathSync(mkdtempSync(join(tmpdir(), 'remote-shares-guard-')));
    ({ app } = workspace(root));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const all = Object.fromEntries(['react', 'shared/config', 'shared/store', 'shared/events', 'react-hook-form'].map((k) => [k, {}]));
  const run = (shared: Record<string, unknown>, graph: Record<string, string[]>) => {
    const errors: string[] = [];
    const ctx = {
      getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
      getModuleInfo: (id: string) => ({ importers: Object.keys(graph).filter((i) => graph[i]!.includes(id)) }),
      error: (message: string) => errors.push(message),
    };
    const plugin: Plugin = shareGuard({ name: 'mfe_app', dir: app, shared, all });
    (plugin.buildEnd as Hook).call(ctx);
    return errors;
  };

  it('fails the build when app code imports a key its list does not have (a second copy)', () => {
    const shared = { react: {}, 'shared/store': {} };
    const errors = run(shared, {
      [`${app}/src/routes.ts`]: [`${app}/src/pages/b.tsx`],
      [`${app}/src/pages/b.tsx`]: [`${root}/shared/src/events/index.ts`],
      [`${root}/shared/src/events/index.ts`]: [],
    });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('mfe_app');
    expect(errors[0]).toContain('shared/events (../shared/src/events/index.ts, imported by src/pages/b.tsx)');
  });

  it('also for a key in node_modules (any file of the package) imported from another package', () => {
    const errors = run({ react: {} }, {
      [`${app}/src/routes.ts`]: [`${root}/lib/node_modules/react-hook-form/dist/index.esm.mjs`],
      [`${root}/lib/node_modules/react-hook-form/dist/index.esm.mjs`]: [],
    });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('react-hook-form');
  });

  it('passes when the key is listed, or when only its own package imports it (a fallback copy: kept local by the plugin)', () => {
    const graph = {
      [`${app}/src/routes.ts`]: ['\0virtual:mf:x__loadShare__shared_mf_1_store__loadShare__.js'],
      '\0virtual:mf:x__loadShare__shared_mf_1_store__loadShare__.js': [],
      [`${root}/shared/src/store/index.ts`]: [`${root}/shared/src/config/index.ts`],
      [`${root}/shared/src/config/index.ts`]: [],
    };
    expect(run({ react: {}, 'shared/store': {} }, graph)).toEqual([]);
    expect(run({ react: {}, 'shared/store': {}, 'shared/events': {} }, { ...graph, [`${app}/src/pages/b.tsx`]: [`${root}/shared/src/events/index.ts`], [`${root}/shared/src/events/index.ts`]: [] })).toEqual([]);
  });
  it("fails the build when the plugin wrapped a key the list does not configure (a subpath it found: listed in remoteEntry.js or not, by build order)", () => {
    const graph = {
      [`${app}/src/routes.ts`]: ['\0virtual:mf:x__loadShare__react_mf_1_jsx_mf_2_runtime__loadShare__.js'],
      '\0virtual:mf:x__loadShare__react_mf_1_jsx_mf_2_runtime__loadShare__.js': ['\0virtual:mf:x__prebuild__react_mf_1_jsx_mf_2_runtime__prebuild__.js'],
      '\0virtual:mf:x__prebuild__react_mf_1_jsx_mf_2_runtime__prebuild__.js': [],
    };
    const errors = run({ react: {} }, graph);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('wrapped react/jsx-runtime as a share but the share list does not configure it');
    expect(run({ react: {}, [JSX_RUNTIME_KEY]: {} }, graph)).toEqual([]);
  });
});

describe('wrappedShareKeys', () => {
  it("decodes the plugin's wrapper and fallback ids; its shared helpers chunk is not a key", () => {
    const keys = wrappedShareKeys([
      '\0virtual:mf:mfe_internal__mfe_auth__mf_owner__1__prebuild___mf_0_hookform_mf_1_resolvers_mf_1_zod__prebuild__.js',
      '\0virtual:mf:mfe_internal__mfe_auth__mf_owner__1__loadShare__react_mf_2_hook_mf_2_form__loadShare__.mjs',
      '\0virtual:mf:mfe_internal__mfe_auth__mf_owner__1__loadShare__shared',
      '/app/src/routes.ts',
    ]);
    expect([...keys].sort()).toEqual(['@hookform/resolvers/zod', 'react-hook-form']);
  });
});

describe('remoteShared', () => {
  it("every remote lists React's JSX runtime on its own key, with React's config", () => {
    const { shared } = remoteShared(join(import.meta.dirname, '..', '..', 'mfe-shifts'));
    expect(shared[JSX_RUNTIME_KEY]).toEqual(shared.react);
    expect(shared.react).toMatchObject({ singleton: true });
  });
});

describe('consumeOnly', () => {
  it('marks every key of the list consume-only and keeps its config; the list it was given is unchanged', () => {
    const list = { react: { singleton: true, requiredVersion: '^19.3.1' }, 'shared/store': { singleton: true, requiredVersion: false } };
    expect(consumeOnly(list)).toEqual({
      react: { singleton: true, requiredVersion: '^19.3.1', import: false },
      'shared/store': { singleton: true, requiredVersion: false, import: false },
    });
    expect(list.react).not.toHaveProperty('import');
  });
});
