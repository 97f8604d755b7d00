import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAVICON_LINK, inlineFaviconHtml } from './favicon';

const html = readFileSync(join(import.meta.dirname, 'index.html'), 'utf8');
const png = readFileSync(join(import.meta.dirname, 'public', 'icons', 'favicon-32.png'));

describe("index.html's favicon", () => {
  it('is the 32 px PNG, linked once (an SVG favicon is decoded as a document of its own on the main thread)', () => {
    expect(html.match(/<link rel="icon"/g)).toHaveLength(1);
    expect(html).toContain(FAVICON_LINK);
    // A PNG file, 32 × 32 (IHDR width and height, big-endian).
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([32, 32]);
  });

  it('is written into the built HTML as a data: URI of those bytes: no request before the content', () => {
    const built = inlineFaviconHtml(html, png);
    expect(built).not.toContain('/icons/favicon-32.png');
    const uri = /<link rel="icon" href="data:image\/png;base64,([^"]+)" type="image\/png" \/>/.exec(built)?.[1];
    expect(uri).toBeDefined();
    expect(Buffer.from(uri ?? '', 'base64').equals(png)).toBe(true);
  });
});
