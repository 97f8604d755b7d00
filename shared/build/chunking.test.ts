import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { federationGlue, primaryPage } from './chunking.mjs';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const hook = (plugin: Plugin, name: keyof Plugin, self: unknown, ...args: unknown[]) => (plugin[name] as Hook).call(self, ...args);

const PRELOAD_HELPER_TEST = /\0?vite\/preload-helper/;
/** The groups @module-federation/vite 1.23 puts first in output.codeSplitting.groups. */
function federationGroups() {
  const helper = { name: 'vite-preload-helper', test: PRELOAD_HELPER_TEST, priority: 1000001 };
  const wrappers = {
    name: (id: string) => {
      if (id.includes('__loadShare__shared')) return '_mf__loadShare__shared';
      const m = id.match(/([^/\\]+__loadShare__[^/\\]+)/);
      return m ? m[1] : null;
    },
    priority: 1000000,
  };
  return { helper, wrappers, config: { build: { rolldownOptions: { output: { codeSplitting: { groups: [helper, wrappers] } } } } } };
}

describe('federationGlue', () => {
  it('puts the federation runtime in the preload helper group; the helper stays in it', () => {
    const { helper, config } = federationGroups();
    hook(federationGlue(), 'configResolved', {}, config);
    const test = helper.test as unknown as (id: string) => boolean;
    expect(test('\0vite/preload-helper.js')).toBe(true);
    expect(test('/repo/node_modules/.pnpm/@module-federation+runtime@2.9.1/node_modules/@module-federation/runtime/dist/index.js')).toBe(true);
    expect(test('/repo/node_modules/.pnpm/@module-federation+runtime-core@2.9.1/node_modules/@module-federation/runtime-core/dist/index.js')).toBe(true);
    expect(test('/repo/node_modules/react/index.js')).toBe(false);
  });

  it('importMap (a remote): the share import map goes in that group too', () => {
    const { helper, config } = federationGroups();
    hook(federationGlue({ importMap: true }), 'configResolved', {}, config);
    const test = helper.test as unknown as (id: string) => boolean;
    expect(test('\0virtual:mf-localSharedImportMap:__mfe_internal__mfe_auth__mf_owner__1')).toBe(true);
    const plain = federationGroups();
    hook(federationGlue(), 'configResolved', {}, plain.config);
    expect((plain.helper.test as unknown as (id: string) => boolean)('\0virtual:mf-localSharedImportMap:__mfe_internal__shell__mf_owner__1')).toBe(false);
  });

  it("wrappers (a remote): the wrappers the plugin coalesces into its …__loadShare__shared file go in that group too", () => {
    const { helper, config } = federationGroups();
    hook(federationGlue({ wrappers: true }), 'configResolved', {}, config);
    const test = helper.test as unknown as (id: string) => boolean;
    expect(test('\0virtual:mf:__mfe_internal__mfe_auth__mf_owner__1__loadShare__shared_mf_1_api__loadShare__.js')).toBe(true);
    expect(test('\0virtual:mf:__mfe_internal__mfe_auth__mf_owner__1__loadShare__react__loadShare__.js')).toBe(false); // a file of its own
    expect(test('/repo/mfe-auth/src/routes.ts')).toBe(false);
  });

  it('wrappers: { usedFrom } (a remote): only the wrappers the app code imports; those only fallback copies import stay out', () => {
    const { helper, config } = federationGroups();
    const routes = '/repo/mfe-shifts/src/routes.ts';
    const plugin = federationGlue({ importMap: true, wrappers: { usedFrom: routes } });
    hook(plugin, 'configResolved', {}, config);
    const w = (key: string) => `\0virtual:mf:__mfe_internal__mfe_shifts__mf_owner__1__loadShare__${key}__loadShare__.js`;
    const helpers = '\0virtual:mf:__mfe_internal__mfe_shifts__mf_owner__1__mf_v__loadShareHelpers__mf_v__.js';
    const graph: Record<string, { importedIds: string[]; dynamicallyImportedIds: string[] }> = {
      [routes]: { importedIds: [w('shared_mf_1_store'), '/repo/features/src/shifts/index.ts'], dynamicallyImportedIds: ['/repo/mfe-shifts/src/pages/list.tsx'] },
      '/repo/features/src/shifts/index.ts': { importedIds: [w('shared_mf_1_schemas')], dynamicallyImportedIds: [] },
      '/repo/mfe-shifts/src/pages/list.tsx': { importedIds: [w('shared_mf_1_ui')], dynamicallyImportedIds: [] },
      // a wrapper's fallback (the local copy) and what it imports: not app code
      [w('shared_mf_1_router')]: { importedIds: [helpers], dynamicallyImportedIds: ['/repo/shared/src/router/index.ts'] },
      [w('shared_mf_1_ui')]: { importedIds: [helpers], dynamicallyImportedIds: ['/repo/shared/src/ui/index.ts'] },
      '/repo/shared/src/ui/index.ts': { importedIds: ['/repo/node_modules/react-router/dist/dom-export.mjs'], dynamicallyImportedIds: [] },
      '/repo/node_modules/react-router/dist/dom-export.mjs': { importedIds: [w('shared_mf_1_dom')], dynamicallyImportedIds: [] },
    };
    hook(plugin, 'buildStart', {});
    hook(plugin, 'buildEnd', { getModuleInfo: (id: string) => graph[id] ?? null });
    const test = helper.test as unknown as (id: string) => boolean;
    expect(test(w('shared_mf_1_store'))).toBe(true);
    expect(test(w('shared_mf_1_schemas'))).toBe(true); // through features
    expect(test(w('shared_mf_1_ui'))).toBe(true); // through a lazy page
    expect(test(w('shared_mf_1_dom'))).toBe(false); // only a package inside a fallback copy imports it (react-dom in the build)
    expect(test(w('shared_mf_1_router'))).toBe(false); // listed, imported by nothing of the app
  });

  it('fails the build when the federation plugin no longer has the groups it patches', () => {
    expect(() => hook(federationGlue(), 'configResolved', {}, { build: { rolldownOptions: { output: {} } } })).toThrow(/vite-preload-helper/);
    const onlyHelper = { build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'vite-preload-helper', test: PRELOAD_HELPER_TEST }] } } } } };
    expect(() => hook(federationGlue(), 'configResolved', {}, onlyHelper)).toThrow(/loadShare/);
  });
});

describe('primaryPage', () => {
  const dir = '/repo/mfe-auth';
  const ROUTES = `import type { RemoteRoutesModule } from 'shared/remote-contract';
export const routes: RemoteRoutesModule['routes'] = [
  { path: '/login', load: () => import('./pages/login-page').then((m) => ({ default: m.LoginPage })) },
  { path: '/signup', load: () => import('./pages/signup-page').then((m) => ({ default: m.SignupPage })) },
];`;

  it("imports the first route's page statically in routes.ts; the other routes stay import()", () => {
    const plugin = primaryPage({ dir });
    hook(plugin, 'buildStart', {});
    const out = hook(plugin, 'transform', {}, ROUTES, `${dir}/src/routes.ts`) as { code: string };
    expect(out.code.startsWith('import * as __primaryPage from "./pages/login-page";\n')).toBe(true);
    expect(out.code).toContain("load: () => Promise.resolve(__primaryPage).then((m) => ({ default: m.LoginPage }))");
    expect(out.code).toContain("load: () => import('./pages/signup-page')");
    expect(hook(plugin, 'transform', {}, ROUTES, `${dir}/src/other.ts`)).toBeNull();
  });

  it("groups ./routes with the page's static imports, without the federation's modules or dynamic imports", () => {
    const plugin = primaryPage({ dir });
    const config = { build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'x' }] } } } } };
    hook(plugin, 'configResolved', {}, config);
    const group = config.build.rolldownOptions.output.codeSplitting.groups[1] as unknown as { name: string; test: (id: string) => boolean };
    expect(group.name).toBe('routes');
    expect(group.test(`${dir}/src/routes.ts`)).toBe(true); // ./routes shares the primary page's file
    hook(plugin, 'buildStart', {});
    hook(plugin, 'transform', {}, ROUTES, `${dir}/src/routes.ts`);
    const graph: Record<string, string[]> = {
      [`${dir}/src/routes.ts`]: [`${dir}/src/pages/login-page.tsx`],
      [`${dir}/src/pages/login-page.tsx`]: [`${dir}/src/parts/login.tsx`, '\0virtual:mf:x__loadShare__shared_mf_1_ui__loadShare__.js', `${dir}/src/routes.ts`],
      [`${dir}/src/parts/login.tsx`]: ['/repo/node_modules/react-hook-form/dist/index.esm.mjs', `${dir}/src/parts/login.css`],
      '/repo/node_modules/react-hook-form/dist/index.esm.mjs': [],
      [`${dir}/src/parts/login.css`]: [],
      [`${dir}/src/pages/signup-page.tsx`]: [`${dir}/src/parts/login.tsx`],
      '\0virtual:mf:x__loadShare__shared_mf_1_ui__loadShare__.js': [],
    };
    const ctx = {
      getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
      getModuleInfo: (id: string) => (id in graph ? { importedIds: graph[id] } : null),
    };
    hook(plugin, 'buildEnd', ctx);
    expect(Object.keys(graph).filter((id) => group.test(id) && id !== `${dir}/src/routes.ts`).sort()).toEqual([
      `${dir}/src/pages/login-page.tsx`,
      `${dir}/src/parts/login.css`,
      `${dir}/src/parts/login.tsx`,
      '/repo/node_modules/react-hook-form/dist/index.esm.mjs',
    ]);
  });
});
