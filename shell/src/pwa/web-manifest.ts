// The web manifest is linked once the first page's content is on screen (start-pwa.ts), not by index.html: a link
// in the HTML has the browser fetch the manifest and then its icon at once, two requests on a phone's network
// while the page's own files are still on their way. Installing needs it only later (the install offer waits for
// the content too; a home-screen shortcut reads the link when it is made). The build drops the link the PWA plugin
// writes into index.html (vite.config.ts, boot-hints.ts withoutManifestLink).
import { MANIFEST_URL } from 'shared/domain';

/** Adds <link rel="manifest"> to the document's head, once. */
export function linkWebManifest(doc: Document = document): void {
  if (doc.head.querySelector('link[rel="manifest"]')) return;
  const link = doc.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_URL;
  doc.head.appendChild(link);
}
