// patches/react-dom@19.3.1.patch (pnpm-workspace.yaml patchedDependencies; docs/decisions.md "React DOM's sentinels
// without a stack"): the installed production client — what the shell's build bundles into the start file — builds
// its five sentinels without a stack, and still suspends and resumes.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SENTINELS = ['SuspenseException', 'SuspenseyCommitException', 'SuspenseActionException', 'SelectiveHydrationException', 'HydrationMismatchException'];

// The production builds, as a browser gets them (the test runner would pick the development ones).
const fromShell = createRequire(import.meta.url);
const reactDomDir = dirname(fromShell.resolve('react-dom/package.json'));
const FILE = join(reactDomDir, 'cjs', 'react-dom-client.production.js');
const source = readFileSync(FILE, 'utf8');
const fromReactDom = createRequire(FILE);
const packageDir = (name: string) => dirname(fromReactDom.resolve(`${name}/package.json`));
const React = fromReactDom(join(packageDir('react'), 'cjs', 'react.production.js')) as typeof import('react');

/** The installed client evaluated as the CommonJS module it is, on React's production build; the helper exposed. */
function load(): { client: typeof import('react-dom/client'); sentinel: (message: string) => Error } {
  const module = { exports: {} as Record<string, unknown> };
  const deps: Record<string, unknown> = {
    react: React,
    scheduler: fromReactDom(join(packageDir('scheduler'), 'cjs', 'scheduler.production.js')),
    'react-dom': fromReactDom(join(reactDomDir, 'cjs', 'react-dom.production.js')),
  };
  new Function('module', 'exports', 'require', `${source}\nmodule.exports.__sentinel = __reactSentinelWithoutStack;`)(
    module, module.exports, (id: string) => deps[id] ?? fromReactDom(id));
  return { client: module.exports as unknown as typeof import('react-dom/client'), sentinel: module.exports.__sentinel as (m: string) => Error };
}

describe('React DOM as installed (patched): its sentinels without a stack', () => {
  it('builds each of the five with the helper, none as an Error', () => {
    for (const name of SENTINELS) {
      expect(source).toMatch(new RegExp(`\\b${name} = __reactSentinelWithoutStack\\(formatProdErrorMessage\\(\\d+\\)\\)`));
      expect(source).not.toMatch(new RegExp(`\\b${name} = Error\\(`));
    }
  });

  it('a sentinel is an Error by its prototype and message, has no stack, and each is its own object', () => {
    const { sentinel } = load();
    const a = sentinel('Suspense Exception');
    expect(a).toBeInstanceOf(Error);
    expect(String(a)).toBe('Error: Suspense Exception');
    expect(Object.hasOwn(a, 'stack')).toBe(false);
    expect(sentinel('Suspense Exception')).not.toBe(a);
  });

  it('still suspends and resumes: React.lazy and use() render their content', async () => {
    const { client } = load();
    const Lazy = React.lazy(async () => ({ default: () => React.createElement('p', null, 'lazy page') }));
    let resolve!: (v: string) => void;
    const promise = new Promise<string>((r) => { resolve = r; });
    const Used = () => React.createElement('p', null, React.use(promise));
    const host = document.createElement('div');
    document.body.append(host);
    const root = client.createRoot(host);
    React.startTransition(() => {
      root.render(React.createElement(React.Suspense, { fallback: React.createElement('p', null, '読み込み中…') }, React.createElement(Lazy), React.createElement(Used)));
    });
    resolve('used value');
    await expect.poll(() => host.textContent, { timeout: 5000 }).toBe('lazy pageused value');
    root.unmount();
  });
});
