// The shell's start stylesheet is preloaded by index.html, not linked (boot-hints.ts): a linked stylesheet holds the
// first paint — the boot header, styled inline — until it has arrived, and it shares the phone's bandwidth with the
// start scripts. It is applied here before the app renders, as Vite applies the CSS of a dynamic import (which may
// have added it already: then that stylesheet is waited for).
export const START_STYLE_ATTRIBUTE = 'data-start-style';

const loaded = (sheet: HTMLLinkElement): Promise<void> =>
  sheet.sheet
    ? Promise.resolve()
    : new Promise((resolve) => {
        sheet.addEventListener('load', () => resolve(), { once: true });
        sheet.addEventListener('error', () => resolve(), { once: true });
      });

/** Turns index.html's start-style preloads into stylesheets; resolves when they have loaded (or failed). */
export function applyStartStyles(doc: Document = document): Promise<void> {
  const preloads = [...doc.querySelectorAll<HTMLLinkElement>(`link[rel="preload"][as="style"][${START_STYLE_ATTRIBUTE}]`)];
  return Promise.all(
    preloads.map((preload) => {
      const existing = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find((l) => l.href === preload.href);
      if (existing) return loaded(existing);
      const sheet = doc.createElement('link');
      sheet.rel = 'stylesheet';
      sheet.crossOrigin = '';
      sheet.href = preload.href;
      preload.after(sheet);
      return loaded(sheet);
    }),
  ).then(() => undefined);
}
