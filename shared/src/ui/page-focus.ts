// After an in-app navigation the new page's h1 (PageTitle, tabIndex -1) gets the focus, so a screen reader says
// which page opened. The page may still be loading (its code, then its own loading state): then its PageTitle
// takes the focus when it mounts — unless the worker has tapped or pressed a key since.

let pending = false;

const cancel = () => {
  pending = false;
};

/**
 * Focuses the h1 in `container` now (without scrolling: the page's scroll is its own), or the next PageTitle to
 * mount when none is there yet — unless the focus is inside `container` already. The shell calls it after each navigation but the first page's.
 */
export function focusPageTitle(container: HTMLElement | null | undefined): void {
  const active = document.activeElement;
  // The page has put the focus on something of its own as it opened (a password field, say): it stays there.
  if (container && active !== container && container.contains(active)) {
    pending = false;
    return;
  }
  const h1 = container?.querySelector<HTMLElement>('h1[tabindex]');
  pending = !h1;
  if (h1) h1.focus({ preventScroll: true });
  else {
    for (const type of ['pointerdown', 'keydown']) document.addEventListener(type, cancel, { once: true, capture: true });
  }
}

/** True once after focusPageTitle found no h1 (PageTitle then focuses itself). */
export function takePageFocus(): boolean {
  const take = pending;
  pending = false;
  return take;
}
