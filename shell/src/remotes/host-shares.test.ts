import { describe, expect, it, vi } from 'vitest';
import { HOST_ON_DEMAND_SHARES, hostShareList } from 'shared/build/federation';
import * as store from 'shared/store';
import { HOST_MODULES, HOST_ON_DEMAND_MODULES } from './host-modules';
import { hostShares } from './host-shares';

describe('the shares the shell provides', () => {
  it('serves each listed key with the module the shell runs, a singleton in the default scope', () => {
    const shares = hostShares({ 'shared/store': { version: '0.3.0', requiredVersion: false } }, { 'shared/store': store });
    expect(shares['shared/store']).toMatchObject({ version: '0.3.0', scope: 'default', shareConfig: { singleton: true, requiredVersion: false } });
    const entry = shares['shared/store'];
    expect(entry && 'lib' in entry ? entry.lib() : null).toBe(store);
  });

  it('loads an on-demand key when first asked for, and again at the next ask after a failed load', async () => {
    const form = { useForm: () => null };
    const load = vi.fn<() => Promise<object>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(form);
    const shares = hostShares({ 'react-hook-form': { version: '7.0.0', requiredVersion: '^7.0.0' } }, {}, { 'react-hook-form': load });
    const entry = shares['react-hook-form'];
    if (!entry || !('get' in entry)) throw new Error('react-hook-form should be on demand');
    expect(entry).toMatchObject({ version: '7.0.0', scope: 'default', shareConfig: { singleton: true, requiredVersion: '^7.0.0' } });
    expect(load).not.toHaveBeenCalled();
    await expect(entry.get()).rejects.toThrow(/dynamically imported module/);
    expect((await entry.get())()).toBe(form);
  });

  it('provides the form library on demand, from a file of its own, as the same modules the remotes import', async () => {
    expect(Object.keys(HOST_ON_DEMAND_MODULES).sort()).toEqual([...HOST_ON_DEMAND_SHARES].sort());
    const [rhf, resolver] = await Promise.all([HOST_ON_DEMAND_MODULES['react-hook-form']?.(), HOST_ON_DEMAND_MODULES['@hookform/resolvers/zod']?.()]);
    expect(rhf).toBe(await import('react-hook-form'));
    expect(resolver).toBe(await import('@hookform/resolvers/zod'));
  });

  it('refuses a listed key it has no module for', () => {
    expect(() => hostShares({ 'shared/nothing': { version: '1.0.0', requiredVersion: false } }, {})).toThrow(/shared\/nothing/);
  });

  it('has a module for every key of the build\'s share list, and no module the list leaves out', () => {
    const list = hostShareList(process.cwd()); // vitest runs in shell/
    expect([...Object.keys(HOST_MODULES), ...Object.keys(HOST_ON_DEMAND_MODULES)].sort()).toEqual(Object.keys(list).sort());
    expect(list.react?.requiredVersion).toMatch(/^\^19\./);
    expect(list['react/jsx-runtime']).toEqual(list.react);
    expect(list['shared/store']).toEqual({ version: expect.stringMatching(/^\d+\.\d+\.\d+$/), requiredVersion: false });
  });
});
