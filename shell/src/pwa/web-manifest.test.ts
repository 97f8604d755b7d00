import { afterEach, describe, expect, it } from 'vitest';
import { linkWebManifest } from './web-manifest';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('linkWebManifest', () => {
  it('links the web manifest from the head, once however often it is called', () => {
    expect(document.querySelector('link[rel="manifest"]')).toBeNull();
    linkWebManifest();
    linkWebManifest();
    const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/manifest.webmanifest');
  });
});
