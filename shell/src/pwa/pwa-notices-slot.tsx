// Where the service worker's notices appear (pwa-notices.tsx): their live region is always in the page, and their
// code loads only once one of them is due — a new version waiting, the first install's offline-ready signal, or
// the install offer's moment. Most visits have none, so the notices are not part of the start.
import { useEffect, useState, type ComponentType, type ComponentProps } from 'react';
import { useLocation } from 'shared/router';
import { useSession } from 'shared/store';
import { PWA_UI } from 'shared/messages';
import type { PwaNotices as PwaNoticesComponent } from './pwa-notices';
import { pwaStore, usePwaState, type PwaStore } from './pwa-state';
import { firstContentShown } from '../layout/first-page';

type Notices = ComponentType<ComponentProps<typeof PwaNoticesComponent>>;

/**
 * True once the worker has tapped, clicked or typed on this page (the offline-ready notice and the install offer
 * wait for it). Followed from the start, before the notices' code is loaded. A tap counts once it is complete (its
 * click), never at the finger-down: a notice shown then came up under the finger, the finger-up landed on it and the
 * tap did nothing (登録する at the bottom of a small screen). A scroll is not a tap.
 */
function useInteracted(): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    if (interacted) return;
    const on = () => setInteracted(true);
    window.addEventListener('click', on, { once: true, passive: true });
    window.addEventListener('keydown', on, { once: true });
    return () => {
      window.removeEventListener('click', on);
      window.removeEventListener('keydown', on);
    };
  }, [interacted]);
  return interacted;
}

/** The install offer's moment: the browser's prompt kept, the app not installed, a signed-in worker on my page. */
function useInstallMoment(store: PwaStore): boolean {
  const prompt = usePwaState((s) => s.installPrompt !== null && !s.installed, store);
  const signedIn = useSession((s) => s.token !== null);
  const { pathname } = useLocation();
  return prompt && signedIn && pathname.startsWith('/mypage');
}

/** True once the first page's content is on screen: the install offer never competes with it. */
function useContentShown(contentShown: () => Promise<unknown>): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    let live = true;
    void contentShown().then(() => { if (live) setDone(true); });
    return () => { live = false; };
  }, [contentShown]);
  return done;
}

interface Props {
  store?: PwaStore;
  onUpdate: () => void;
  /** When the first page's content is on screen (default firstContentShown). */
  contentShown?: () => Promise<unknown>;
}

export function PwaNoticesSlot({ store = pwaStore, onUpdate, contentShown = firstContentShown }: Props) {
  const afterContent = useContentShown(contentShown);
  const installMoment = useInstallMoment(store) && afterContent;
  const due = usePwaState((s) => s.needRefresh || s.offlineReady, store) || installMoment;
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
      {Notices && <Notices store={store} onUpdate={onUpdate} interacted={interacted} installMoment={installMoment} />}
    </section>
  );
}
