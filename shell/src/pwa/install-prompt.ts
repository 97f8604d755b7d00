// The install-as-app prompt (spec §4 "The install-as-app prompt can be shown, accepted or cancelled"): the
// browser's beforeinstallprompt is deferred, from the start, so that the shell can offer it at a sensible moment
// (install-offer.ts, shown by the PWA notices); hidden for good once the app is installed or runs installed
// (standalone).
import { pwaStore, type InstallPromptEvent, type PwaStore } from './pwa-state';

export function isInstallPromptEvent(event: Event): event is InstallPromptEvent {
  return 'prompt' in event && typeof event.prompt === 'function' && 'userChoice' in event;
}

function runsInstalled(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
}

/** Listens for the browser's install prompt and the installed signal. Returns a function that stops. */
export function watchInstallPrompt(store: PwaStore = pwaStore): () => void {
  if (runsInstalled()) store.set({ installed: true });
  const onPrompt = (event: Event) => {
    if (!isInstallPromptEvent(event)) return;
    event.preventDefault(); // no mini-infobar: the shell offers it at its own moment
    if (!store.get().installed) store.set({ installPrompt: event });
  };
  const onInstalled = () => store.set({ installed: true, installPrompt: null });
  window.addEventListener('beforeinstallprompt', onPrompt);
  window.addEventListener('appinstalled', onInstalled);
  return () => {
    window.removeEventListener('beforeinstallprompt', onPrompt);
    window.removeEventListener('appinstalled', onInstalled);
  };
}
