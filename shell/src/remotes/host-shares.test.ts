import { hostShareList } from 'shared/build/federation';
import * as store from 'shared/store';
import { HOST_MODULES } from './host-modules';
import { hostShares } from './host-shares';

describe('the shares the shell provides', () => {
  it('serves each listed key with the module the shell runs, a singleton in the default scope', () => {
    const shares = hostShares({ 'shared/store': { version: '0.3.0', requiredVersion: false } }, { 'shared/store': store });
    expect(shares['shared/store']).toMatchObject({ version: '0.3.0', scope: 'default', shareConfig: { singleton: true, requiredVersion: false } });
    expect(shares['shared/store']?.lib()).toBe(store);
  });

  it('refuses a listed key it has no module for', () => {
    expect(() => hostShares({ 'shared/nothing': { version: '1.0.0', requiredVersion: false } }, {})).toThrow(/shared\/nothing/);
  });

  it('has a module for every key of the build\'s share list, and no module the list leaves out', () => {
    const list = hostShareList(process.cwd()); // vitest runs in shell/
    expect(Object.keys(HOST_MODULES).sort()).toEqual(Object.keys(list).sort());
    expect(list.react?.requiredVersion).toMatch(/^\^19\./);
    expect(list['react/jsx-runtime']).toEqual(list.react);
    expect(list['shared/store']).toEqual({ version: expect.stringMatching(/^\d+\.\d+\.\d+$/), requiredVersion: false });
  });
});
