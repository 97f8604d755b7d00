import { useEffect, type RefObject } from 'react';

/**
 * Focuses `ref` (a heading, tabIndex -1) as it shows when `take` is true, then calls `onTaken`. The page sets `take`
 * when the worker changed the year or the month inside it: the shell moves the focus only when the path changes,
 * and what had the focus (前の年, the month's link, 一覧に戻る) was replaced by the loading state.
 */
export function useTakeFocus(ref: RefObject<HTMLElement | null>, take: boolean, onTaken: () => void): void {
  useEffect(() => {
    if (!take) return;
    ref.current?.focus({ preventScroll: true });
    onTaken();
  }, [take, ref, onTaken]);
}
