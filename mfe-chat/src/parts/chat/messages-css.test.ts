// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// jsdom lays nothing out, so this reads the rules that keep the composer on a 320×568 screen (measured in Chromium:
// log 304 px, 送信 500–544 px; 360×640 and 390×844 fit too, log 376 / 507 px). It failed on a log of
// calc(100dvh - 300px), min 240 px, which put 送信 at 552–596 px, below the fold.
const css = readFileSync(new URL('./messages.css', import.meta.url), 'utf8');
const rule = (selector: string): string => {
  const at = css.indexOf(`${selector} {`);
  expect(at, selector).toBeGreaterThanOrEqual(0);
  return css.slice(at, css.indexOf('}', at));
};

describe('the thread fits the screen: composer on screen, the log takes the rest', () => {
  it('the page is as tall as the small viewport below its measured top, less main\'s bottom padding', () => {
    // A sum of the shell's header and padding (--msg-shell-chrome) left out the offline bar: 送信 at 616–681 px on a
    // 320×640 screen while 「オフライン」 showed. The top is measured (use-page-top.ts); the sum is its first value.
    const page = rule('.msg-page');
    expect(page).toContain('height: calc(100svh - var(--msg-page-top) - var(--msg-page-bottom))');
    expect(page).toContain('--msg-page-top: calc(56px + env(safe-area-inset-top, 0px) + 16px)');
    expect(page).toContain('--msg-page-bottom: calc(24px + env(safe-area-inset-bottom, 0px) + var(--shell-notice-room, 0px))');
    expect(css).not.toContain('--msg-shell-chrome');
  });
  it('the log grows into what is left and has no height of its own guessed from the viewport', () => {
    // Through its frame, which also holds 「新しいメッセージ」 over the log's bottom.
    expect(rule('.msg-page > .msg-log-frame')).toContain('flex: 1 1 0');
    expect(rule('.msg-page > .msg-log-frame')).toContain('min-height: 8rem');
    expect(rule('.msg-log-frame > .msg-log')).toContain('flex: 1 1 0');
    expect(/^\.msg-log-frame \{[^}]*\}/m.exec(css)?.[0]).toContain('position: relative');
    expect(rule('.msg-new')).toContain('position: absolute');
    expect(rule('.msg-log')).not.toMatch(/(^|[;{\s])height:|vh/);
    expect(rule('.msg-page > *')).toContain('flex-shrink: 0');
  });
  it('the log is the containing block of the hidden names in its bubbles, so they scroll and clip with it', () => {
    // They are position: absolute; with no positioned ancestor they were laid out against the page: 60 messages
    // made the document 5,600 px tall at 320×640, and a swipe on the header scrolled the page to blank space.
    // The rule of .msg-log itself (rule() finds the first `.msg-log {`, which is `.msg-log-frame > .msg-log {`).
    const own = /^\.msg-log \{[^}]*\}/m.exec(css)?.[0] ?? '';
    expect(own).toContain('overflow-y: auto');
    expect(own).toMatch(/[{;\s]position: relative;/);
  });
});

describe('a short screen (max-height 640px) gives the log most of the height', () => {
  // Measured in Chromium at 320×568: the log 304 px in a chat (170 before), 237 px under the offline bar (128),
  // 237 px in a resolved inquiry (128, 送信 below the screen); e2e chat.spec.ts and inquiries.spec.ts check it.
  const at = css.indexOf('@media (max-height: 640px) {');
  const short = css.slice(at, css.indexOf('\n}', at));
  it('is one block of rules', () => {
    expect(at).toBeGreaterThan(0);
  });
  it('the title has no margin of its own anywhere (the page gap is the space under it); smaller there', () => {
    expect(rule('.msg-page > .ui-page-title')).toContain('margin: 0');
    expect(short).toMatch(/\.msg-page \{ gap: var\(--ui-space-2\); \}/);
    expect(short).toMatch(/\.msg-page > \.ui-page-title \{ font-size: var\(--ui-font-size-lg\)/);
  });
  it('an inquiry\'s subject is cut to one line and its resolved note is the short one', () => {
    expect(short).toContain('.inq-title--clamped { -webkit-line-clamp: 1; line-clamp: 1; }');
    expect(short).toContain('.inq-resolved-note--long { display: none; }');
    expect(short).toContain('.inq-resolved-note--short { display: inline; }');
    expect(rule('.inq-resolved-note--short')).toContain('display: none');
  });
  it('the composer is one row, 送信 beside the field; the hint stays its description, hidden from view only', () => {
    expect(short).toMatch(/\.msg-composer \{ display: grid; grid-template-columns: minmax\(0, 1fr\) auto;/);
    expect(short).toContain('.msg-composer__row { display: contents; }');
    expect(short).toMatch(/\.msg-composer__hint \{ position: absolute; width: 1px; height: 1px;[^}]*clip: rect\(0 0 0 0\)/);
    expect(short).not.toMatch(/\.msg-composer__hint[^{]*\{[^}]*display: none/);
  });
  it('keeps the log\'s 8rem (a phone held sideways scrolls the page)', () => {
    expect(short).not.toContain('min-height: 8rem');
    expect(short).not.toContain('.msg-log-frame');
  });
});
