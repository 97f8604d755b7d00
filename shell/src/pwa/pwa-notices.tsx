// The service worker's notices (spec §4), at the bottom of the screen, one at a time by importance:
// the update prompt (need-refresh), the offline-ready signal, the install offer. (A registration error is
// told only where it matters: in the offline banner, see offline-banner.tsx.) Loaded only once there is one to
// show: the layout keeps their live region and loads this module (pwa-notices-slot.tsx).
import { useEffect, useState, type ReactNode } from 'react';
import { PWA_UI, UI } from 'shared/messages';
import { Button } from 'shared/ui';
import { usePwaState, type PwaStore } from './pwa-state';
import { acceptInstall, cancelInstall, installRecentlyDismissed } from './install-offer';

export const OFFLINE_READY_MS = 8_000;

/** The room the page keeps below its content while a notice is shown (shell.css `.shell-main`). */
export const NOTICE_ROOM_PROPERTY = '--shell-notice-room';
const NOTICE_GAP_PX = 12;

/**
 * While a notice is shown, the page keeps room below its content as tall as the notice, so that scrolled to the end
 * its last button (提出する, 保存する) is above the notice, never under it. Returns the ref for the notice.
 */
function useRoomBelow(): (node: HTMLElement | null) => void {
  const [node, setNode] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!node) return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(NOTICE_ROOM_PROPERTY, `${Math.ceil(node.getBoundingClientRect().height) + NOTICE_GAP_PX}px`);
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(node);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(NOTICE_ROOM_PROPERTY);
    };
  }, [node]);
  return setNode;
}

interface Props {
  store: PwaStore;
  onUpdate: () => void;
  /**
   * True once the worker has touched, clicked or typed on this page (pwa-notices-slot.tsx). The offline-ready
   * notice and the install offer wait for it: nothing pops up over the page the worker is still waiting to see
   * (nor becomes the page's largest contentful paint).
   */
  interacted: boolean;
  /** The install offer's moment (pwa-notices-slot.tsx): a prompt kept, not installed, a signed-in worker on my page. */
  installMoment: boolean;
}

/** The notice to show now, if any (inside the slot's live region). */
export function PwaNotices({ store, onUpdate, interacted, installMoment }: Props) {
  const needRefresh = usePwaState((s) => s.needRefresh, store);
  const offlineReady = usePwaState((s) => s.offlineReady, store);
  // Not just cancelled (the cancel is remembered for DISMISS_DAYS), and once the worker has used the page.
  const offerInstall = installMoment && interacted && !installRecentlyDismissed();
  const [updateLater, setUpdateLater] = useState(false);
  const roomBelow = useRoomBelow();

  // The offline-ready signal is a short notice: it closes by itself.
  useEffect(() => {
    if (!offlineReady || !interacted) return;
    const timer = window.setTimeout(() => store.set({ offlineReady: false }), OFFLINE_READY_MS);
    return () => window.clearTimeout(timer);
  }, [offlineReady, interacted, store]);

  let notice: ReactNode = null;
  if (needRefresh && !updateLater) {
    notice = (
      <div ref={roomBelow} className="shell-notice" role="alertdialog" aria-labelledby="pwa-update-title" aria-describedby="pwa-update-body" data-testid="pwa-update">
        <p id="pwa-update-title" className="shell-notice__title">{UI.pwaUpdateAvailable}</p>
        <p id="pwa-update-body" className="shell-notice__text">{PWA_UI.updateBody}</p>
        <div className="shell-notice__actions">
          <Button onClick={onUpdate}>{UI.pwaUpdate}</Button>
          <Button variant="secondary" onClick={() => setUpdateLater(true)}>{UI.pwaLater}</Button>
        </div>
      </div>
    );
  } else if (offlineReady && interacted) {
    notice = (
      <div ref={roomBelow} className="shell-notice" role="status" data-testid="pwa-offline-ready">
        <p className="shell-notice__text">{UI.pwaOfflineReady}</p>
        <div className="shell-notice__actions">
          <Button variant="secondary" onClick={() => store.set({ offlineReady: false })}>{UI.close}</Button>
        </div>
      </div>
    );
  } else if (offerInstall) {
    notice = (
      <div ref={roomBelow} className="shell-notice" role="dialog" aria-labelledby="pwa-install-title" data-testid="pwa-install">
        <p id="pwa-install-title" className="shell-notice__title">{UI.pwaInstall}</p>
        <p className="shell-notice__text">{PWA_UI.installBody}</p>
        <div className="shell-notice__actions">
          <Button onClick={() => void acceptInstall(store)}>{UI.pwaInstallAccept}</Button>
          <Button variant="secondary" onClick={() => cancelInstall(store)}>{UI.pwaInstallCancel}</Button>
        </div>
      </div>
    );
  }

  return notice;
}
