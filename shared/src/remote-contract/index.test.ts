import { describe, expect, it } from 'vitest';
import { isRemoteRoutesModule, type RemoteRoutesModule } from './index';

const Page = () => null;
const valid: RemoteRoutesModule = {
  routes: [
    { path: '/login', load: async () => ({ default: Page }) },
    { path: '/mypage/chat/:id', load: async () => ({ default: Page }) },
  ],
};

describe('isRemoteRoutesModule (docs/contracts.md RemoteRoutesModule)', () => {
  it('accepts a module with routes of { path, load }', () => {
    expect(isRemoteRoutesModule(valid)).toBe(true);
    expect(isRemoteRoutesModule({ routes: [] })).toBe(true);
    expect(isRemoteRoutesModule({ ...valid, default: {} })).toBe(true);
  });

  it.each([
    ['null', null],
    ['a string', 'routes'],
    ['no routes', {}],
    ['routes not an array', { routes: {} }],
    ['a page without load', { routes: [{ path: '/login' }] }],
    ['a load that is not a function', { routes: [{ path: '/login', load: 'x' }] }],
    ['a relative path', { routes: [{ path: 'login', load: async () => ({ default: Page }) }] }],
    ['a null page', { routes: [null] }],
    ['one bad page among good ones', { routes: [...valid.routes, { path: 'mypage', load: async () => ({ default: Page }) }] }],
    ['a good page after a page without load', { routes: [{ path: '/login' }, ...valid.routes] }],
  ])('rejects %s', (_name, value) => {
    expect(isRemoteRoutesModule(value)).toBe(false);
  });
});
