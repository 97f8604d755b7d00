import { useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), a[href]';

export interface ModalFocusOptions {
  /** The dialog's panel (role="dialog" or "alertdialog", aria-modal). */
  panel: RefObject<HTMLElement | null>;
  /** What gets the focus when the dialog opens (the dialog picks: the safe choice, or the first field). */
  initialFocus: () => HTMLElement | null | undefined;
  /** While an action runs, Escape does nothing. */
  busy: boolean;
  /** Escape: close (or cancel). */
  onClose: () => void;
}

/** Escape and Tab for an open dialog; an event already handled (default prevented) is left alone. */
function handleKey(e: KeyboardEvent, panel: HTMLElement | null, busy: boolean, onClose: () => void): void {
  if (e.defaultPrevented || !panel) return;
  if (e.key === 'Escape') {
    e.preventDefault();
    if (!busy) onClose();
    return;
  }
  if (e.key !== 'Tab') return;
  const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const outside = !panel.contains(active);
  if (e.shiftKey && (outside || active === first)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (outside || active === last)) {
    e.preventDefault();
    first.focus();
  }
}

/**
 * The keyboard of a modal dialog: focus moves into it when it opens and returns to what opened it when it closes,
 * Tab and Shift+Tab stay inside, Escape closes it unless an action is running. The keys are handled for the whole
 * document while the dialog is open, so they work also when the focus has left the panel (to <body>: a focused
 * element removed or disabled) — Tab brings it back in. Returns the panel's onKeyDown (optional since shared 0.9.1).
 */
export function useModalFocus({ panel, initialFocus, busy, onClose }: ModalFocusOptions): (e: ReactKeyboardEvent<HTMLElement>) => void {
  const focusOnOpen = useRef(initialFocus);
  const current = useRef({ busy, onClose });
  useEffect(() => {
    current.current = { busy, onClose };
  });
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    focusOnOpen.current()?.focus();
    const onKeyDown = (e: KeyboardEvent) => handleKey(e, panel.current, current.current.busy, current.current.onClose);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      opener?.focus();
    };
  }, [panel]);

  return (e) => handleKey(e.nativeEvent, panel.current, busy, onClose);
}
