// The install offer (spec §4 "The install-as-app prompt can be shown, accepted or cancelled"), shown by the PWA
// notices (pwa-notices.tsx) to a signed-in worker on a my-page screen: accepted → the browser's dialog; cancelled
// → not offered again for DISMISS_DAYS. The prompt itself is kept from the start by install-prompt.ts.
import { z } from 'zod/mini';
import { pwaStore, type PwaStore } from './pwa-state';

export const INSTALL_DISMISSED_KEY = 'shell:install-dismissed-at';
export const DISMISS_DAYS = 14;

const DismissedAtSchema = z.coerce.number().check(z.int(), z.positive());

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
