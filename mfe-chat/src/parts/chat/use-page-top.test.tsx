import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePageTop } from './use-page-top';

// jsdom lays nothing out: the page's top is stubbed, and the ResizeObserver is one the test can fire (the shell's
// offline bar appearing above resizes the page's ancestors). messages-css.test.ts checks the height that uses it.
let observed: Element[] = [];
let fire: () => void = () => undefined;
class FakeResizeObserver {
  constructor(callback: () => void) {
    fire = callback;
  }
  observe(target: Element) {
    observed.push(target);
  }
  disconnect() {
    observed = [];
  }
}

function Page() {
  return <div ref={usePageTop()} className="msg-page" data-testid="page" />;
}

beforeEach(() => {
  observed = [];
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('usePageTop', () => {
  it('the thread page takes the rest of the screen below whatever the shell shows above it, the offline bar too', () => {
    let top = 72; // header 56 + main's padding 16
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ top }) as DOMRect);
    render(
      <main>
        <Page />
      </main>,
    );
    const page = screen.getByTestId('page');
    expect(page.style.getPropertyValue('--msg-page-top')).toBe('72px');
    expect(observed).toContain(page.parentElement);
    // 「オフライン」 and the saved copy's time appear under the header: the page starts 67 px lower, and is as much shorter.
    top = 139;
    act(() => fire());
    expect(page.style.getPropertyValue('--msg-page-top')).toBe('139px');
  });
});
