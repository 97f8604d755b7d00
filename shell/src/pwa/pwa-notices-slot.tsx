// Where the service worker's notices appear (pwa-notices.tsx): their live region is always in the page, and their
// code loads only once one of them is due — a new version waiting, the first install's offline-ready signal, or
// the browser's install prompt (shown only to a signed-in worker on my page). Most visits have none, so the
// notices are not part of the start.
import { useEffect, useState, type ComponentType, type ComponentProps } from 'react';
import { PWA_UI } from 'shared/messages';
import type { PwaNotices as PwaNoticesComponent } from './pwa-notices';
import { pwaStore, usePwaState, type PwaStore } from './pwa-state';

type Notices = ComponentType<ComponentProps<typeof PwaNoticesComponent>>;

/**
 * True once the worker has touched, clicked or typed on this page (the offline-ready notice and the install offer
 * wait for it). Followed from the start, before the notices' code is loaded.
 */
function useInteracted(): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    if (interacted) return;
    const on = () => setInteracted(true);
    window.addEventListener('pointerdown', on, { once: true, passive: true });
    window.addEventListener('keydown', on, { once: true });
    return () => {
      window.removeEventListener('pointerdown', on);
      window.removeEventListener('keydown', on);
    };
  }, [interacted]);
  return interacted;
}

interface Props {
  store?: PwaStore;
  onUpdate: () => void;
}

export function PwaNoticesSlot({ store = pwaStore, onUpdate }: Props) {
  const due = usePwaState((s) => s.needRefresh || s.offlineReady || s.installPrompt !== null, store);
  const interacted = useInteracted();
  const [Notices, setNotices] = useState<Notices | null>(null);

  useEffect(() => {
    if (!due || Notices) return;
    let live = true;
    import('./pwa-notices').then(
      (m) => { if (live) setNotices(() => m.PwaNotices); },
      // Not loadable now (offline before the service worker holds the app): tried again when a notice is next due.
      (error: unknown) => console.warn('[shell] the service worker notices could not be loaded', error),
    );
    return () => { live = false; };
  }, [due, Notices]);

  return (
    <section className="shell-notices" aria-label={PWA_UI.noticesLabel} aria-live="polite">
      {Notices && <Notices store={store} onUpdate={onUpdate} interacted={interacted} />}
    </section>
  );
}
