import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { shareBundle } from './share-bundle.mjs';

const API = '/repo/shared/src/api/index.ts';
const UI = '/repo/shared/src/ui/index.ts';
const REACT = 'virtual:mf:__mfe_internal__shell__mf_owner__1__prebuild__react__prebuild__.js';
/** The aggregate module's id as it appears in generated code. */
const B = JSON.stringify('\0mf-share-bundle');
const IMPORT_MAP_ID = 'virtual:mf-localSharedImportMap:__mfe_internal__shell__mf_owner__1';
const WRAPPER_ID = 'virtual:mf:__mfe_internal__shell__mf_owner__1__loadShare__shared_mf_1_api__loadShare__.js';
const IMPORT_MAP = `const importMap = {
  "react": async () => { let pkg = await import("${REACT}"); return pkg; },
  "shared/api": async () => { let pkg = await import("${API}"); return pkg; },
  "shared/ui": async () => { let pkg = await import("${UI}"); return pkg; },
  "other": async () => { let pkg = await import("/repo/node_modules/other/index.js"); return pkg; },
};`;

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const errors: string[] = [];
const ctx = { error: (message: string) => { errors.push(message); throw new Error(message); } };
const call = (plugin: Plugin, hook: 'buildStart' | 'resolveId' | 'load' | 'transform', ...args: unknown[]) => (plugin[hook] as Hook).call(ctx, ...args);
const transform = (plugin: Plugin, code: string, id: string) => call(plugin, 'transform', code, id) as { code: string } | null;

describe('shareBundle (one aggregate module for what an app shares)', () => {
  it("rewrites the share import map's imports of the listed and matched modules to one aggregate module", () => {
    const plugin = shareBundle({ modules: [API, UI], match: /__prebuild__/ });
    call(plugin, 'buildStart');
    const out = transform(plugin, IMPORT_MAP, IMPORT_MAP_ID);
    expect(out?.code).toContain(`let pkg = await import(${B}).then((m) => m.s0);`);
    expect(out?.code).not.toContain(`import("${API}")`);
    expect(out?.code).not.toContain(`import("${REACT}")`);
    expect(out?.code).toContain('import("/repo/node_modules/other/index.js")'); // not a member: unchanged
    expect(call(plugin, 'resolveId', '\0mf-share-bundle')).toBe('\0mf-share-bundle');
    expect(String(call(plugin, 'load', '\0mf-share-bundle')).split('\n')).toEqual([
      `export * as s0 from "${REACT}";`,
      `export * as s1 from "${API}";`,
      `export * as s2 from "${UI}";`,
    ]);
  });

  it('leaves every other module alone: the loadShare wrappers keep their fallback imports, app code its imports', () => {
    const plugin = shareBundle({ modules: [API, UI], match: /__prebuild__/ });
    call(plugin, 'buildStart');
    transform(plugin, IMPORT_MAP, IMPORT_MAP_ID);
    expect(transform(plugin, `return import("${API}").then((mod) => mod);`, WRAPPER_ID)).toBeNull();
    expect(transform(plugin, `import("${API}")`, '/repo/shell/src/app.tsx')).toBeNull();
  });

  it('eager (a host): the import map imports the aggregate statically', () => {
    const plugin = shareBundle({ modules: [API, UI], match: /__prebuild__/, eager: true });
    call(plugin, 'buildStart');
    const out = transform(plugin, IMPORT_MAP, IMPORT_MAP_ID);
    expect(out?.code.startsWith(`import * as __mfShareBundle from ${B};\n`)).toBe(true);
    expect(out?.code).toContain('let pkg = await Promise.resolve(__mfShareBundle.s1);');
    expect(out?.code).not.toContain(`import(${B})`);
  });

  it('refuses to write the aggregate before the import map named its members (it never waits: that stalls the build)', () => {
    const plugin = shareBundle({ modules: [API], match: /__prebuild__/ });
    call(plugin, 'buildStart');
    expect(() => call(plugin, 'load', '\0mf-share-bundle')).toThrow(/before the share import map/);
  });
});
