import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_SCREEN, UI } from 'shared/messages';
import { bootScript } from './boot-hints';

// index.html's boot frame is painted before any script runs, so its words are written in the HTML: they must stay
// the shell's own (shared/messages), and the boot script must show its start failure instead of the spinner.
const html = readFileSync(join(import.meta.dirname, 'index.html'), 'utf8');
const body = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';

function openBootFrame() {
  document.body.innerHTML = body.replace(/<script[\s\S]*?<\/script>/g, '');
  vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 404 })));
  new Function(bootScript())();
}
const failure = () => document.querySelector<HTMLElement>('.boot-failed');
const spinner = () => document.querySelector<HTMLElement>('.boot-loading');

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  globalThis.__SHELL_BOOT__ = undefined;
});

describe("index.html's boot frame", () => {
  it("is set in the app's font stack (shared/ui's --ui-font-family), so the text does not change font when the app starts", () => {
    const css = readFileSync(join(import.meta.dirname, '..', 'shared', 'src', 'ui', 'styles.css'), 'utf8');
    const stack = /--ui-font-family:\s*([^;]+);/.exec(css)?.[1]?.trim();
    expect(stack).toContain("'Noto Sans CJK JP'");
    expect(/\.boot-frame\s*\{[^}]*font-family:\s*([^;]+);/.exec(html)?.[1]?.trim()).toBe(stack);
  });

  it("says what the shell says: 読み込み中… while loading; the start failure and 再試行 in the shell's words", () => {
    document.body.innerHTML = body;
    expect(spinner()?.getAttribute('role')).toBe('status');
    expect(spinner()?.textContent).toBe(UI.loading);
    expect(failure()?.getAttribute('role')).toBe('alert');
    expect(failure()?.hidden).toBe(true);
    expect(failure()?.querySelector('p')?.textContent).toBe(ERROR_SCREEN.bootFailed);
    expect(failure()?.querySelector('button')?.textContent).toBe(ERROR_SCREEN.retry);
  });

  it('a script of the entry that fails to load, or a failed module import nobody handles, shows the failure instead of the spinner', () => {
    openBootFrame();
    const script = document.createElement('script');
    document.head.append(script);
    script.dispatchEvent(new Event('error'));
    expect(failure()?.hidden).toBe(false);
    expect(spinner()?.hidden).toBe(true);

    document.body.innerHTML = '';
    openBootFrame();
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/bootstrap-x.js');
    window.dispatchEvent(rejection);
    expect(failure()?.hidden).toBe(false);
  });

  it('other failures leave the spinner (the app handles them), and once the app has rendered nothing is shown', () => {
    openBootFrame();
    const other = new Event('unhandledrejection') as Event & { reason?: unknown };
    other.reason = new Error('offline');
    window.dispatchEvent(other);
    document.querySelector('.boot-header')?.dispatchEvent(new Event('error'));
    expect(failure()?.hidden).toBe(true);
    expect(spinner()?.hidden).toBe(false);

    document.body.innerHTML = '<div id="root"><main>the app</main></div>';
    expect(() => globalThis.__SHELL_BOOT__?.failed?.()).not.toThrow();
    expect(document.body.textContent).toBe('the app');
  });
});
