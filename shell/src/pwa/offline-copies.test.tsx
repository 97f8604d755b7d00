// The network fails while the browser says online: the service worker answers the API reads with its offline copy.
// The worker is told (the オフライン banner), and when the network answers again every page's reload-when-online runs.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from './offline-banner';
import { resetOfflineCopies, watchOfflineCopies, watchStreamForOfflineCopies, type NoticeSource } from './offline-copies';
import { purgeWorkerCaches } from './worker-caches';
import { SW_NOTICES } from './sw-protocol';

function fakeWorkerContainer() {
  const target = new EventTarget();
  const container: NoticeSource = {
    addEventListener: (type, listener) => target.addEventListener(type, (event) => { if (event instanceof MessageEvent) listener(event); }),
    startMessages: () => undefined,
  };
  const post = (type: string, detail: Record<string, unknown> = {}) => act(() => { target.dispatchEvent(new MessageEvent('message', { data: { ...detail, type } })); });
  return { container, post };
}

function fakeStream() {
  const listeners = new Set<(status: string) => void>();
  return {
    subscribeStreamStatus: (listener: (status: string) => void) => { listeners.add(listener); return () => listeners.delete(listener); },
    set: (status: string) => act(() => { for (const l of listeners) l(status); }),
  };
}

beforeEach(() => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});

afterEach(() => {
  resetOfflineCopies();
  vi.restoreAllMocks();
});

describe('API reads answered with the offline copy while the browser says online', () => {
  it('show the オフライン banner (the data shown is not current), until the network answers again', () => {
    const sw = fakeWorkerContainer();
    watchOfflineCopies(sw.container);
    const resync = vi.fn();
    watchStreamForOfflineCopies(fakeStream().subscribeStreamStatus, resync);
    render(<OfflineBanner />);
    expect(screen.queryByTestId('offline-banner')).toBeNull();

    sw.post(SW_NOTICES.offlineCopyServed);
    expect(screen.getByTestId('offline-banner')).toHaveTextContent('オフラインです。接続が戻ると自動で再開します。');

    const online = vi.fn();
    window.addEventListener('online', online);
    sw.post(SW_NOTICES.networkAnswered);
    window.removeEventListener('online', online);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    expect(screen.getByTestId('online-banner')).toHaveTextContent('オンラインに戻りました。');
    // What waits for the connection (every page's reload of what failed) runs now, and the views following the
    // stream load what they showed from the copy again.
    expect(online).toHaveBeenCalledTimes(1);
    expect(resync).toHaveBeenCalledTimes(1);
  });

  it("the browser's own online event after an offline period ends the copies too, with no API read after it", () => {
    const sw = fakeWorkerContainer();
    watchOfflineCopies(sw.container);
    render(<OfflineBanner />);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => { window.dispatchEvent(new Event('offline')); });
    sw.post(SW_NOTICES.offlineCopyServed);
    expect(screen.getByTestId('offline-banner')).toBeInTheDocument();
    onLine.mockReturnValue(true);
    act(() => { window.dispatchEvent(new Event('online')); });
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    expect(screen.getByTestId('online-banner')).toHaveTextContent('オンラインに戻りました。');
  });

  it('the event stream opening again also means the connection is back', () => {
    const sw = fakeWorkerContainer();
    const stream = fakeStream();
    watchOfflineCopies(sw.container);
    watchStreamForOfflineCopies(stream.subscribeStreamStatus, () => undefined);
    render(<OfflineBanner />);
    sw.post(SW_NOTICES.offlineCopyServed);
    stream.set('reconnecting');
    expect(screen.getByTestId('offline-banner')).toBeInTheDocument();
    const online = vi.fn();
    window.addEventListener('online', online);
    stream.set('open');
    window.removeEventListener('online', online);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    expect(online).toHaveBeenCalledTimes(1);
  });

  it('takes the notices the service worker posted before the shell listened (kept by the boot script), then the live ones', () => {
    const sw = fakeWorkerContainer();
    render(<OfflineBanner />);
    act(() => watchOfflineCopies(sw.container, () => [{ type: 'other' }, { type: SW_NOTICES.offlineCopyServed, savedAt: Date.parse('2026-11-28T13:30:00Z') }]));
    expect(screen.getByTestId('offline-copy-time')).toHaveTextContent(/^11月28日\(土\) 22:30時点の内容を表示中$/);
    sw.post(SW_NOTICES.networkAnswered);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });

  it('says how old the copies shown are: the oldest saved time, in Japan time, gone when the network is back', () => {
    const sw = fakeWorkerContainer();
    watchOfflineCopies(sw.container);
    render(<OfflineBanner />);
    sw.post(SW_NOTICES.offlineCopyServed, { savedAt: Date.parse('2026-11-28T13:30:00Z') }); // 22:30 in Tokyo
    expect(screen.getByTestId('offline-copy-time')).toHaveTextContent(/^11月28日\(土\) 22:30時点の内容を表示中$/);
    sw.post(SW_NOTICES.offlineCopyServed, { savedAt: Date.parse('2026-11-20T00:05:00Z') }); // an older one: 20日 09:05
    expect(screen.getByTestId('offline-copy-time')).toHaveTextContent('11月20日(金) 09:05時点');
    sw.post(SW_NOTICES.offlineCopyServed, { savedAt: Date.parse('2026-11-29T00:00:00Z') }); // a newer one changes nothing
    expect(screen.getByTestId('offline-copy-time')).toHaveTextContent('11月20日(金) 09:05時点');
    sw.post(SW_NOTICES.networkAnswered);
    expect(screen.queryByTestId('offline-copy-time')).toBeNull();
    // The next offline period starts afresh.
    sw.post(SW_NOTICES.offlineCopyServed, { savedAt: Date.parse('2026-11-29T01:00:00Z') });
    expect(screen.getByTestId('offline-copy-time')).toHaveTextContent('11月29日(日) 10:00時点');
  });

  it('signing out (the copies deleted) drops the time; the banner stays while the network still fails', async () => {
    const sw = fakeWorkerContainer();
    watchOfflineCopies(sw.container);
    render(<OfflineBanner />);
    sw.post(SW_NOTICES.offlineCopyServed, { savedAt: Date.parse('2026-11-28T13:30:00Z') });
    expect(screen.getByTestId('offline-copy-time')).toBeInTheDocument();
    await act(() => purgeWorkerCaches({ deleteCache: async () => true, tellServiceWorker: () => undefined }));
    expect(screen.queryByTestId('offline-copy-time')).toBeNull();
    expect(screen.getByTestId('offline-banner')).toBeInTheDocument();
  });

  it('a copy without a saved time (or a malformed one) shows the banner without a time', () => {
    const sw = fakeWorkerContainer();
    watchOfflineCopies(sw.container);
    render(<OfflineBanner />);
    sw.post(SW_NOTICES.offlineCopyServed, { savedAt: 'yesterday' });
    expect(screen.getByTestId('offline-banner')).toBeInTheDocument();
    expect(screen.queryByTestId('offline-copy-time')).toBeNull();
  });

  it('a network answer without a copy served before changes nothing (no online event)', () => {
    const sw = fakeWorkerContainer();
    const stream = fakeStream();
    watchOfflineCopies(sw.container);
    watchStreamForOfflineCopies(stream.subscribeStreamStatus, () => undefined);
    const online = vi.fn();
    window.addEventListener('online', online);
    sw.post(SW_NOTICES.networkAnswered);
    stream.set('open');
    window.removeEventListener('online', online);
    expect(online).not.toHaveBeenCalled();
  });
});
