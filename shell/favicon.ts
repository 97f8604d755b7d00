// index.html's favicon, written into the HTML as a data: URI (img-src allows data:): the browser asks for the favicon
// while the first page loads, and a file would be one more request before the content.
//
// A 32 px PNG (scripts/make-icons.mjs renders it from icons/icon.svg), not the SVG: the browser decodes the
// favicon on the page's main thread once the load event has fired — on this app before the first page's content,
// which comes from modules loaded after it — and an SVG image is decoded as a document of its own (a page, a frame
// and a layout: a 16 ms task at 4× CPU slowdown in the bench's repeat-visit trace, between the load event and the
// content), where a PNG is one small image decode. The SVG stays for the web manifest (sizes "any").
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** What index.html links (the file exists for the dev server). */
export const FAVICON_LINK = '<link rel="icon" href="/icons/favicon-32.png" type="image/png" />';

/** index.html with the favicon link's file replaced by its bytes (a data: URI); an HTML without the link unchanged. */
export function inlineFaviconHtml(html: string, png: Uint8Array): string {
  return html.replace(FAVICON_LINK, `<link rel="icon" href="data:image/png;base64,${Buffer.from(png).toString('base64')}" type="image/png" />`);
}

export function inlineFavicon(): Plugin {
  return {
    name: 'shell-inline-favicon',
    apply: 'build',
    transformIndexHtml(html) {
      if (!html.includes(FAVICON_LINK)) throw new Error(`index.html: the favicon link is not ${FAVICON_LINK}`);
      return inlineFaviconHtml(html, readFileSync(new URL('./public/icons/favicon-32.png', import.meta.url)));
    },
  };
}
