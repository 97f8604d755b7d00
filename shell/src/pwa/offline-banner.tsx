// A clear オフライン banner while the device has no connection: what still works (the shell and the pages
// already visited) keeps working; actions that need the network say so, and what the worker typed stays.
// While the pages show the service worker's saved copies, it says how old they are (the oldest one's time).
// When the connection returns, a short 'オンラインに戻りました。' replaces it.
// It sticks under the header on every page while offline, so on a phone it is one line (and the copy's time):
// the explanation (UI.offline, what cannot be done) is behind 詳しく. Unfolded, it took 124–166 px of a
// 320 × 640 screen, over a quarter of what the worker had left to see the saved schedule in.
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type RefCallback } from 'react';
import { PWA_UI, UI } from 'shared/messages';
import { instantLabel } from 'features/domain';
import { useOfflineCopySince, useOnline } from './online-status';
import { usePwaState } from './pwa-state';

export const BACK_ONLINE_MS = 4_000;

/** The CSS variable the bar keeps at its height (0px without it): the page's scroll-margin-top counts it (shell.css). */
export const NETBAR_HEIGHT_VAR = '--shell-netbar-height';

/**
 * Keeps NETBAR_HEIGHT_VAR at the shown bar's height, so that what the page scrolls into view (the message badge's
 * メッセージ card, a field with an error, the focus) lands under the bar, not behind it, as it lands under the header.
 * Measured in the layout phase of every commit that renders the bar, so a page's effect in the same commit (the
 * card's scrollIntoView, when its answer and the saved copy's time come together) already scrolls by the new height:
 * a ResizeObserver answers a frame later, and the card came up with the bar's one-line height, 9 px behind it. The
 * observer still follows what no render changes (the width, the text size).
 */
function useBarHeightForScrolling(): RefCallback<HTMLDivElement> {
  const shown = useRef<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    if (shown.current) measure(shown.current);
  });
  return useCallback((bar: HTMLDivElement | null) => {
    shown.current = bar;
    if (!bar) return undefined;
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => measure(bar));
    observer?.observe(bar);
    return () => {
      shown.current = null;
      observer?.disconnect();
      document.documentElement.style.removeProperty(NETBAR_HEIGHT_VAR);
    };
  }, []);
}

function measure(bar: HTMLElement): void {
  document.documentElement.style.setProperty(NETBAR_HEIGHT_VAR, `${Math.ceil(bar.getBoundingClientRect().height)}px`);
}

export function OfflineBanner() {
  const online = useOnline();
  const copySince = useOfflineCopySince();
  // Spec §4's registration-error flag: without a service worker, pages cannot open offline — say so here.
  const registrationError = usePwaState((s) => s.registrationError);
  const [backOnline, setBackOnline] = useState(false);
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const bar = useBarHeightForScrolling();

  // 'オンラインに戻りました。' for a moment after the connection returns (set from the events themselves).
  useEffect(() => {
    let timer: number | undefined;
    const onOnline = () => {
      setBackOnline(true);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
    };
    const onOffline = () => {
      window.clearTimeout(timer);
      setBackOnline(false);
      setOpen(false); // each time the connection goes, the bar starts folded
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, []);

  if (online && !backOnline) return null;
  return (
    <div
      ref={bar}
      className={online ? 'shell-netbar shell-netbar--online' : 'shell-netbar'}
      role="status"
      aria-live="polite"
      data-testid={online ? 'online-banner' : 'offline-banner'}
    >
      {online ? (
        <p className="shell-netbar__text">{UI.backOnline}</p>
      ) : (
        <>
          <div className="shell-netbar__row">
            <p className="shell-netbar__title">{PWA_UI.offlineTitle}</p>
            <button
              type="button"
              className="shell-netbar__more"
              aria-expanded={open}
              aria-controls={detailsId}
              onClick={() => setOpen((was) => !was)}
            >
              {open ? PWA_UI.offlineLess : PWA_UI.offlineMore}
            </button>
          </div>
          {copySince !== null && (
            <p className="shell-netbar__text" data-testid="offline-copy-time">
              {/* The time wraps as a whole (never 「11月29／日(日)」). */}
              <span className="ui-phrase">{PWA_UI.offlineCopyAsOf(instantLabel(new Date(copySince)))}</span>
            </p>
          )}
          {registrationError && <p className="shell-netbar__text" data-testid="pwa-registration-error">{UI.pwaRegistrationError}</p>}
          <div id={detailsId} className="shell-netbar__details" hidden={!open} data-testid="offline-details">
            <p className="shell-netbar__text">{UI.offline}</p>
            <p className="shell-netbar__text">{PWA_UI.offlineHint}</p>
          </div>
        </>
      )}
    </div>
  );
}
