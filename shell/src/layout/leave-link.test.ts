import type { MouseEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdLeaveQuestion } from 'shared/router';
import { askBeforeLeaving } from './leave-link';

function click(init: Partial<MouseEvent<HTMLAnchorElement>> = {}) {
  return { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, defaultPrevented: false, preventDefault: vi.fn(), ...init } as unknown as MouseEvent<HTMLAnchorElement>;
}

let release = () => undefined as void;
afterEach(() => release());

describe('askBeforeLeaving', () => {
  it('leaves the click to the link when no page holds a question', () => {
    const event = click();
    const go = vi.fn();
    askBeforeLeaving(event, go);
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(go).not.toHaveBeenCalled();
  });

  it("takes a plain click to the page's question; a click for another tab is the browser's", () => {
    const ask = vi.fn();
    release = holdLeaveQuestion(ask);
    const plain = click();
    askBeforeLeaving(plain, () => undefined);
    expect(plain.preventDefault).toHaveBeenCalled();
    expect(ask).toHaveBeenCalledOnce();

    const newTab = click({ ctrlKey: true });
    askBeforeLeaving(newTab, () => undefined);
    expect(newTab.preventDefault).not.toHaveBeenCalled();
    expect(ask).toHaveBeenCalledOnce();
  });
});
