import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadPageFiles } from './page-files';

const ENTRY = `${window.location.origin}/remotes/chat/v2/remoteEntry.js`;

afterEach(() => {
  globalThis.__SHELL_BOOT__ = undefined;
});

describe("opening a page of a remote: the boot script requests its files at once", () => {
  it("hands the remote's entry and the page's route to the boot script", () => {
    const preloadPage = vi.fn(async () => undefined);
    globalThis.__SHELL_BOOT__ = { preloadPage };
    preloadPageFiles(ENTRY, '/mypage/chat/:id');
    expect(preloadPage).toHaveBeenCalledWith(ENTRY, '/mypage/chat/:id');
  });

  it('does nothing without a configured entry or without the boot script (plain SPA, dev server); a failure is left to the page', async () => {
    const preloadPage = vi.fn(async () => { throw new Error('offline'); });
    preloadPageFiles(ENTRY, '/mypage/chat/:id'); // no boot script
    globalThis.__SHELL_BOOT__ = { preloadPage };
    preloadPageFiles(null, '/mypage/chat/:id');
    expect(preloadPage).not.toHaveBeenCalled();
    preloadPageFiles(ENTRY, '/mypage/chat/:id');
    await new Promise((r) => setTimeout(r, 0)); // the rejection is handled: no unhandled rejection fails the run
    expect(preloadPage).toHaveBeenCalledTimes(1);
  });
});
