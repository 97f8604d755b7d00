import { useLayoutEffect, useState } from 'react';

/**
 * An inquiry's subject as its page's heading, cut to two lines (messages.css .inq-title--clamped): the longest (100
 * characters) took 9 lines of a 320 px screen and pushed the composer off it. Screen readers read it whole (the cut is
 * drawn only); `cut` says when the lines hide some of it, for a button that shows all of it (`expanded`).
 * Measured again with another subject and when the heading's size changes (a turn of the phone, a larger text size).
 * `attach` is the heading's ref.
 */
export function useSubjectClamp(subject: string): { attach: (node: HTMLElement | null) => void; cut: boolean; expanded: boolean; toggle: () => void } {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [cut, setCut] = useState(false);
  const [expanded, setExpanded] = useState(false);
  useLayoutEffect(() => {
    // Unfolded, nothing is hidden: the button stays, to fold it again.
    if (!node || expanded) return undefined;
    const measure = () => setCut(node.scrollHeight > node.clientHeight + 1);
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(node);
    return () => observer?.disconnect();
  }, [node, expanded, subject]);
  return { attach: setNode, cut, expanded, toggle: () => setExpanded((was) => !was) };
}
