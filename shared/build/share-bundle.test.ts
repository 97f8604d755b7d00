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
const call = (plugin: Plugin, hook: 'buildStart' | 'resolveId' | 'load' | 'transform', ...args: unknown[]) => (plugin[hook] as Hook).call({}, ...args);
const transform = (plugin: Plugin, code: string, id: string) => call(plugin, 'transform', code, id) as { code: string } | null;

describe('shareBundle (one aggregate module for what an app shares)', () => {
  it("rewrites the share import map's imports of the listed and matched modules to one aggregate module", async () => {
    const plugin = shareBundle({ modules: [API, UI], match: /__prebuild__/ });
    call(plugin, 'buildStart');
    const out = transform(plugin, IMPORT_MAP, IMPORT_MAP_ID);
    expect(out?.code).toContain(`let pkg = await import(${B}).then((m) => m.s0);`);
    expect(out?.code).not.toContain(`import("${API}")`);
    expect(out?.code).not.toContain(`import("${REACT}")`);
    expect(out?.code).toContain('import("/repo/node_modules/other/index.js")'); // not a member: unchanged
    expect(call(plugin, 'resolveId', '\0mf-share-bundle')).toBe('\0mf-share-bundle');
    const bundle = await call(plugin, 'load', '\0mf-share-bundle');
    expect(String(bundle).split('\n').sort()).toEqual([
      `export * as s0 from "${REACT}";`,
      `export * as s1 from "${API}";`,
      `export * as s2 from "${UI}";`,
    ]);
  });

  it("rewrites a loadShare wrapper's fallback import to the same member; leaves other modules alone", () => {
    const plugin = shareBundle({ modules: [API, UI], match: /__prebuild__/ });
    call(plugin, 'buildStart');
    transform(plugin, IMPORT_MAP, IMPORT_MAP_ID);
    const wrapper = transform(plugin, `return import("${API}").then((mod) => mod);`, WRAPPER_ID);
    expect(wrapper?.code).toBe(`return import(${B}).then((m) => m.s1).then((mod) => mod);`);
    // An app module importing a shared module is no federation code: untouched.
    expect(transform(plugin, `import("${API}")`, '/repo/shell/src/app.tsx')).toBeNull();
    // A wrapper never adds a matched member the import map did not name.
    expect(transform(plugin, `import("virtual:mf:x__prebuild__y__prebuild__.js")`, WRAPPER_ID)).toBeNull();
  });

  it('eager (a host): the import map imports the aggregate statically; wrappers keep the dynamic import', () => {
    const plugin = shareBundle({ modules: [API, UI], match: /__prebuild__/, eager: true });
    call(plugin, 'buildStart');
    const out = transform(plugin, IMPORT_MAP, IMPORT_MAP_ID);
    expect(out?.code.startsWith(`import * as __mfShareBundle from ${B};\n`)).toBe(true);
    expect(out?.code).toContain('let pkg = await Promise.resolve(__mfShareBundle.s1);');
    expect(transform(plugin, `import("${UI}")`, WRAPPER_ID)?.code).toBe(`import(${B}).then((m) => m.s2)`);
  });

  it('does not write the aggregate module before the share import map has named every member', async () => {
    const plugin = shareBundle({ modules: [API], match: /__prebuild__/ });
    call(plugin, 'buildStart');
    let loaded: unknown;
    const pending = (call(plugin, 'load', '\0mf-share-bundle') as Promise<unknown>).then((code) => { loaded = code; });
    await new Promise((r) => setTimeout(r, 0));
    expect(loaded).toBeUndefined();
    transform(plugin, IMPORT_MAP, IMPORT_MAP_ID);
    await pending;
    expect(loaded).toContain(REACT);
  });
});
