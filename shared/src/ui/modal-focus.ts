import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

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

/**
 * The keyboard of a modal dialog: focus moves into it when it opens and returns to what opened it when it closes,
 * Tab and Shift+Tab stay inside, Escape closes it unless an action is running. Returns the panel's onKeyDown.
 */
export function useModalFocus({ panel, initialFocus, busy, onClose }: ModalFocusOptions): (e: KeyboardEvent<HTMLElement>) => void {
  const focusOnOpen = useRef(initialFocus);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    focusOnOpen.current()?.focus();
    return () => opener?.focus();
  }, []);

  return (e) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      if (!busy) onClose();
      return;
    }
    if (e.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };
}
