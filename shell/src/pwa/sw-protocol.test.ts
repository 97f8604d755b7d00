import { describe, expect, it } from 'vitest';
import { isAppNavigation, isFederationEntry, isHashedAsset, isRuntimeConfig, isSwMessage, isWorkerApiRead, mayKeepOfflineCopy, offlineCopySavedAt } from './sw-protocol';

const origin = 'https://app.example.jp';
const u = (path: string, base = origin) => new URL(path, base);

describe('which caching rule a request gets', () => {
  it('config.json, remote entries and federation manifests are the network-first files', () => {
    expect(isRuntimeConfig(u('/config.json'), origin)).toBe(true);
    expect(isRuntimeConfig(u('/config.json', 'https://cdn.example.jp'), origin)).toBe(false);
    expect(isFederationEntry(u('/remotes/mypage/remoteEntry.js'))).toBe(true);
    expect(isFederationEntry(u('/remotes/mypage/mf-manifest.json'))).toBe(true);
    expect(isFederationEntry(u('https://cdn.example.jp/mypage/remoteEntry.js'))).toBe(true);
    expect(isFederationEntry(u('/remotes/mypage/assets/routes-BYvyHXJh.js'))).toBe(false);
  });

  it('hashed build files are the cache-first files', () => {
    expect(isHashedAsset(u('/remotes/mypage/assets/mypage-page-dJboqigN.js'))).toBe(true);
    expect(isHashedAsset(u('/assets/bootstrap-CEdBa8Hd.css'))).toBe(true);
    expect(isHashedAsset(u('/remotes/mypage/remoteEntry.js'))).toBe(false);
    expect(isHashedAsset(u('/assets/logo.png'))).toBe(false);
  });

  it('only GET reads of the worker API are cached (never mutations, never health)', () => {
    expect(isWorkerApiRead(u('/workerapi/me'), 'GET')).toBe(true);
    expect(isWorkerApiRead(u('/workerapi/me'), 'POST')).toBe(false);
    expect(isWorkerApiRead(u('/workerapi/events'), 'GET')).toBe(false);
    expect(isWorkerApiRead(u('/workerapi/health'), 'GET')).toBe(false);
  });

  it('app routes are navigations of the shell; files, the API and remotes are not', () => {
    expect(isAppNavigation(u('/mypage'), origin)).toBe(true);
    expect(isAppNavigation(u('/mypage/chat/abc'), origin)).toBe(true);
    expect(isAppNavigation(u('/workerapi/me'), origin)).toBe(false);
    expect(isAppNavigation(u('/remotes/mypage/'), origin)).toBe(false);
    expect(isAppNavigation(u('/sw.js'), origin)).toBe(false);
  });

  it('reads messages by type', () => {
    expect(isSwMessage({ type: 'SKIP_WAITING' }, 'SKIP_WAITING')).toBe(true);
    expect(isSwMessage('SKIP_WAITING', 'SKIP_WAITING')).toBe(false);
  });
});

describe('issue 12 item 7: what the service worker keeps of the API', () => {
  const u = (path: string) => new URL(path, 'https://worker.example.jp');
  it('keeps only answers workerapi marks as an offline copy, and never the bank details', () => {
    const marked = new Headers({ 'X-Offline-Copy': 'session', 'Cache-Control': 'no-store' });
    expect(mayKeepOfflineCopy(u('/workerapi/me'), marked)).toBe(true);
    expect(mayKeepOfflineCopy(u('/workerapi/me'), new Headers({ 'Cache-Control': 'no-store' }))).toBe(false);
    expect(mayKeepOfflineCopy(u('/workerapi/account'), marked)).toBe(false);
  });

  it("reads an offline-copy notice's saved time, and nothing from a malformed one", () => {
    expect(offlineCopySavedAt({ type: 'OFFLINE_COPY_SERVED', savedAt: 1_764_336_600_000 })).toBe(1_764_336_600_000);
    for (const data of [{ type: 'OFFLINE_COPY_SERVED' }, { savedAt: 'yesterday' }, { savedAt: Number.NaN }, { savedAt: -1 }, null, 'x']) {
      expect(offlineCopySavedAt(data)).toBeNull();
    }
  });
});
