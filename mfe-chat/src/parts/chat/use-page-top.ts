import { useLayoutEffect, useState } from 'react';

/** The custom property messages.css takes the thread page's top from (its height is the rest of the screen). */
export const PAGE_TOP_PROPERTY = '--msg-page-top';

/**
 * A thread page's top in the document, measured into PAGE_TOP_PROPERTY, so that the page is exactly as tall as what
 * is left of the screen below it and the composer (送信) stays on screen. A sum of the shell's chrome (header, main's
 * padding) missed what the shell shows above the page at times: the offline bar, one to three lines, and
 * 「オンラインに戻りました。」 for a moment — 送信 went below a 320×640 screen. Measured again whenever anything
 * above moves the page: every ancestor is watched, as one of them changes size when a bar appears or goes (the
 * document grows, or the main area, stretched to the screen, shrinks); and on a turn of the phone.
 * Returns the ref for the page.
 */
export function usePageTop(): (node: HTMLElement | null) => void {
  const [node, setNode] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!node) return undefined;
    const measure = () => node.style.setProperty(PAGE_TOP_PROPERTY, `${Math.max(0, Math.round(node.getBoundingClientRect().top + window.scrollY))}px`);
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    for (let above = node.parentElement; above; above = above.parentElement) observer?.observe(above);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      node.style.removeProperty(PAGE_TOP_PROPERTY);
    };
  }, [node]);
  return setNode;
}
