import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// jsdom has no layout: these read the rules that keep the header on one line. Measured in Chromium at 320 px
// with 99+ unread: 56 px high, ワーカー and ログアウト each on one line (before: 61 px, both on two lines).
const css = readFileSync(join(import.meta.dirname, '..', 'shell.css'), 'utf8');

/** The declarations of `selector`'s first rule after `from` (an index in css). */
function rule(selector: string, from = 0): string {
  const start = css.indexOf(`${selector} {`, from);
  expect(start, selector).toBeGreaterThanOrEqual(0);
  return css.slice(start, css.indexOf('}', start));
}

describe('the header at 320 px (shell.css)', () => {
  it('never wraps the app name or a button label', () => {
    expect(rule('.shell-header__brand')).toMatch(/white-space:\s*nowrap/);
    expect(rule('.shell-header__action')).toMatch(/white-space:\s*nowrap/);
  });

  it('takes less room between and inside its items below 360 px, keeping 44 px targets', () => {
    const narrow = css.indexOf('@media (max-width: 359px)');
    expect(narrow).toBeGreaterThanOrEqual(0);
    expect(rule('.shell-header', narrow)).toMatch(/gap:\s*4px/);
    expect(rule('.shell-header__action', narrow)).toMatch(/padding:\s*0 8px/);
    expect(rule('.shell-badge', narrow)).toMatch(/margin-right:\s*0/);
    expect(rule('.shell-header__action', narrow)).not.toMatch(/min-height|min-width/);
  });
});
