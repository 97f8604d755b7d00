import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SENTINELS, reactSentinels, sentinelWithoutStack, withoutSentinelStacks } from './react-sentinels.mjs';

const require = createRequire(import.meta.url);
const FILE = join(dirname(require.resolve('react-dom/package.json')), 'cjs', 'react-dom-client.production.js');
const original = readFileSync(FILE, 'utf8');

// The production builds, as a browser gets them (the test runner would pick the development ones).
const fromReactDom = createRequire(FILE);
const packageDir = (name: string) => dirname(fromReactDom.resolve(`${name}/package.json`));
const React = fromReactDom(join(packageDir('react'), 'cjs', 'react.production.js')) as typeof import('react');
const scheduler = fromReactDom(join(packageDir('scheduler'), 'cjs', 'scheduler.production.js')) as unknown;

/** The transformed React DOM client, evaluated as the CommonJS module it is, on React's production build. */
function loadTransformed(): typeof import('react-dom/client') {
  const module = { exports: {} as Record<string, unknown> };
  const reactDom = fromReactDom(join(packageDir('react-dom'), 'cjs', 'react-dom.production.js')) as unknown;
  const req = (id: string) => ({ react: React, scheduler, 'react-dom': reactDom } as Record<string, unknown>)[id] ?? fromReactDom(id);
  new Function('module', 'exports', 'require', withoutSentinelStacks(original))(module, module.exports, req);
  return module.exports as unknown as typeof import('react-dom/client');
}

describe('React DOM sentinels without a stack', () => {
  it('builds each of the five sentinels with the helper, and no line moves', () => {
    const out = withoutSentinelStacks(original);
    for (const name of SENTINELS) {
      expect(out).toMatch(new RegExp(`\\b${name} = __reactSentinelWithoutStack\\(formatProdErrorMessage\\(\\d+\\)\\)`));
      expect(out).not.toMatch(new RegExp(`\\b${name} = Error\\(`));
    }
    const lines = original.split('\n');
    expect(out.split('\n').slice(0, lines.length).map((l, i) => (l === lines[i] ? '' : l)).filter((l) => l && !l.includes('__reactSentinelWithoutStack'))).toEqual([]);
  });

  it('a sentinel is an Error by its prototype and message, has no stack, and each is its own object', () => {
    const a = sentinelWithoutStack('Suspense Exception');
    const b = sentinelWithoutStack('Suspense Exception');
    expect(a).toBeInstanceOf(Error);
    expect(a.message).toBe('Suspense Exception');
    expect(String(a)).toBe('Error: Suspense Exception');
    expect(Object.hasOwn(a, 'stack')).toBe(false);
    expect(a).not.toBe(b);
    // The helper React DOM gets is this function.
    const helper = withoutSentinelStacks(original).split('\n').at(-2) ?? '';
    const inReactDom = new Function(`${helper}; return __reactSentinelWithoutStack;`)() as typeof sentinelWithoutStack;
    const c = inReactDom('x');
    expect([c instanceof Error, c.message, Object.hasOwn(c, 'stack'), inReactDom('x') === c]).toEqual([true, 'x', false, false]);
  });

  it('fails with a message when React DOM no longer creates a sentinel that way', () => {
    const changed = original.replace('SuspenseException = Error(formatProdErrorMessage(460))', 'SuspenseException = makeError(460)');
    expect(() => withoutSentinelStacks(changed)).toThrow(/SuspenseException.*React DOM changed its sentinels/);
  });

  it('still suspends and resumes: React.lazy and use() render their content', async () => {
    const { createRoot } = loadTransformed();
    const Lazy = React.lazy(async () => ({ default: () => React.createElement('p', null, 'lazy page') }));
    let resolve!: (v: string) => void;
    const promise = new Promise<string>((r) => { resolve = r; });
    const Used = () => React.createElement('p', null, React.use(promise));
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    React.startTransition(() => {
      root.render(React.createElement(React.Suspense, { fallback: React.createElement('p', null, '読み込み中…') },
        React.createElement(Lazy), React.createElement(Used)));
    });
    resolve('used value');
    await expect.poll(() => host.textContent, { timeout: 5000 }).toBe('lazy pageused value');
    root.unmount();
  });

  it('applies only to React DOM production client in a build', () => {
    const plugin = reactSentinels() as unknown as { apply: string; transform: { filter: { id: RegExp }; handler: (c: string, id: string) => { code: string } | null } };
    expect(plugin.apply).toBe('build');
    expect(plugin.transform.filter.id.test(FILE)).toBe(true);
    expect(plugin.transform.handler('x', '/app/node_modules/react-dom/cjs/react-dom-client.development.js')).toBeNull();
    expect(plugin.transform.handler(original, FILE)?.code).toContain('__reactSentinelWithoutStack');
  });
});
