import { afterEach, describe, expect, it } from 'vitest';
import { applyStartStyles, START_STYLE_ATTRIBUTE } from './start-styles';

afterEach(() => {
  document.head.innerHTML = '';
});

const preload = (href: string) => {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'style');
  link.setAttribute(START_STYLE_ATTRIBUTE, '');
  link.href = href;
  document.head.append(link);
};

describe('applyStartStyles (the start stylesheet, preloaded by index.html, applied before the app renders)', () => {
  it('adds a stylesheet for each start-style preload and resolves once it has loaded', async () => {
    preload('/assets/start.css');
    let done = false;
    const applying = applyStartStyles().then(() => {
      done = true;
    });
    const sheet = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
    expect(sheet?.href).toBe(`${location.origin}/assets/start.css`);
    expect(sheet?.crossOrigin).toBe('');
    await Promise.resolve();
    expect(done).toBe(false);
    sheet!.dispatchEvent(new Event('load'));
    await applying;
    expect(done).toBe(true);
  });

  it('waits for a stylesheet of the same file that is there already instead of adding one', async () => {
    preload('/assets/start.css');
    const existing = document.createElement('link');
    existing.rel = 'stylesheet';
    existing.href = '/assets/start.css';
    document.head.append(existing);
    const applying = applyStartStyles();
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
    existing.dispatchEvent(new Event('error')); // a failed stylesheet does not hold the app
    await applying;
  });

  it('nothing to do without start-style preloads (the plain SPA build links its CSS)', async () => {
    await applyStartStyles();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
