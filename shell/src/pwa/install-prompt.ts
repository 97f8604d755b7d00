// The install-as-app prompt (spec §4 "The install-as-app prompt can be shown, accepted or cancelled").
// The browser's beforeinstallprompt is deferred and offered by the shell at a sensible moment (a signed-in
// worker on a my-page screen, see PwaNotices); accepted → the browser's dialog; cancelled → not offered
// again for DISMISS_DAYS; hidden for good once the app is installed or runs installed (standalone).
import { z } from 'zod/mini';
import { pwaStore, type InstallPromptEvent, type PwaStore } from './pwa-state';

export const INSTALL_DISMISSED_KEY = 'shell:install-dismissed-at';
export const DISMISS_DAYS = 14;

const DismissedAtSchema = z.coerce.number().check(z.int(), z.positive());

export function isInstallPromptEvent(event: Event): event is InstallPromptEvent {
  return 'prompt' in event && typeof event.prompt === 'function' && 'userChoice' in event;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** True while a cancel of the install offer is recent (the offer stays hidden). */
export function installRecentlyDismissed(now = Date.now()): boolean {
  const parsed = DismissedAtSchema.safeParse(storage()?.getItem(INSTALL_DISMISSED_KEY) ?? undefined);
  return parsed.success && now - parsed.data < DISMISS_DAYS * 24 * 60 * 60 * 1000;
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

/** Accept: shows the browser's install dialog. Resolves to the worker's choice. */
export async function acceptInstall(store: PwaStore = pwaStore): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const prompt = store.get().installPrompt;
  if (!prompt) return 'unavailable';
  store.set({ installPrompt: null }); // a prompt event can be used once
  await prompt.prompt();
  const { outcome } = await prompt.userChoice;
  if (outcome === 'accepted') store.set({ installed: true });
  else storage()?.setItem(INSTALL_DISMISSED_KEY, String(Date.now()));
  return outcome;
}

/** Cancel: hides the offer and remembers it for DISMISS_DAYS. */
export function cancelInstall(store: PwaStore = pwaStore, now = Date.now()): void {
  try {
    storage()?.setItem(INSTALL_DISMISSED_KEY, String(now));
  } catch {
    // storage full or disabled: the offer is hidden for this visit only
  }
  store.set({ installPrompt: null });
}
