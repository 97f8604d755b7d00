import { describe, expect, it } from 'vitest';
import { apiPath, resourceWarmer, warmEntries, type WarmEntry } from './warm-caches';

const AUTH = { headers: { Authorization: 'Bearer tok', Accept: 'application/json' } };
const READS = new Set(['/workerapi/notices', '/workerapi/shifts', '/workerapi/me']);
const base = { origin: 'http://localhost', meUrl: '/workerapi/me', apiBase: '', isRead: (path: string) => READS.has(path) };

describe('what the first service worker is asked to cache', () => {
  it('the entries, config and hashed chunks the page loaded, the reads it sent and the profile, with the worker token', () => {
    const entries = warmEntries({
      ...base,
      token: 'tok',
      withProfile: true,
      resources: [
        'http://localhost/config.json',
        'http://localhost/remotes/mypage/remoteEntry.js',
        'http://localhost/remotes/mypage/assets/mypage-page-dJboqigN.js',
        'http://localhost/remotes/mypage/assets/mypage-page-dJboqigN.js',
        'http://localhost/workerapi/notices?limit=3',
        'http://localhost/workerapi/shifts?month=2026-12',
        'http://localhost/workerapi/workers/login', // a mutation: never sent again
        'http://localhost/workerapi/events', // the event stream: not a read of the client
        'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword',
      ],
    });
    expect(entries).toEqual([
      'http://localhost/config.json',
      'http://localhost/remotes/mypage/remoteEntry.js',
      'http://localhost/remotes/mypage/assets/mypage-page-dJboqigN.js',
      ['http://localhost/workerapi/notices?limit=3', AUTH],
      ['http://localhost/workerapi/shifts?month=2026-12', AUTH],
      ['http://localhost/workerapi/me', AUTH],
    ]);
  });

  it('the profile once, when the page fetched it too', () => {
    const entries = warmEntries({ ...base, token: 'tok', withProfile: true, resources: ['http://localhost/workerapi/me'] });
    expect(entries).toEqual([['http://localhost/workerapi/me', AUTH]]);
  });

  it('no API read and no profile when signed out', () => {
    expect(warmEntries({ ...base, token: null, withProfile: true, resources: ['http://localhost/workerapi/notices'] })).toEqual([]);
  });

  it('reads of an API on another origin or under a path (config apiBaseUrl)', () => {
    const entries = warmEntries({
      ...base,
      apiBase: 'https://api.example.jp/v2',
      token: 'tok',
      withProfile: false,
      resources: ['https://api.example.jp/v2/workerapi/notices', 'https://api.example.jp/workerapi/shifts', 'http://localhost/workerapi/notices'],
    });
    expect(entries).toEqual([['https://api.example.jp/v2/workerapi/notices', AUTH]]);
  });

  it('sends what the page fetched without the worker, in batches as it completes; the profile with the first', () => {
    const sent: WarmEntry[][] = [];
    const take = resourceWarmer((entries) => sent.push(entries), (urls, first) =>
      warmEntries({ ...base, token: 'tok', withProfile: first, resources: urls }));
    take([
      { name: 'http://localhost/config.json', workerStart: 0 },
      { name: 'http://localhost/assets/start-AbCdEf12.js', workerStart: 0 },
    ]);
    // Completed after the worker took control: the entry and a read were in flight (no worker), the chunk went through it.
    take([
      { name: 'http://localhost/remotes/mypage/remoteEntry.js', workerStart: 0 },
      { name: 'http://localhost/workerapi/notices', workerStart: 0 },
      { name: 'http://localhost/remotes/mypage/assets/mypage-page-dJboqigN.js', workerStart: 12.5 },
      { name: 'http://localhost/workerapi/shifts', workerStart: 4 },
      { name: 'http://localhost/config.json', workerStart: 0 },
    ]);
    take([{ name: 'http://localhost/remotes/chat/assets/chat-page-dJboqigN.js', workerStart: 3 }]);
    expect(sent).toEqual([
      ['http://localhost/config.json', 'http://localhost/assets/start-AbCdEf12.js', ['http://localhost/workerapi/me', AUTH]],
      ['http://localhost/remotes/mypage/remoteEntry.js', ['http://localhost/workerapi/notices', AUTH]],
    ]);
  });
});

describe('apiPath', () => {
  it('the /workerapi/ path under the API base, else null', () => {
    expect(apiPath(new URL('http://localhost/workerapi/me?x=1'), '', 'http://localhost')).toBe('/workerapi/me');
    expect(apiPath(new URL('https://api.example.jp/v2/workerapi/me'), 'https://api.example.jp/v2/', 'http://localhost')).toBe('/workerapi/me');
    expect(apiPath(new URL('https://api.example.jp/v2x/workerapi/me'), 'https://api.example.jp/v2', 'http://localhost')).toBeNull();
    expect(apiPath(new URL('http://localhost/config.json'), '', 'http://localhost')).toBeNull();
    expect(apiPath(new URL('http://localhost/workerapi/me'), 'https://api.example.jp', 'http://localhost')).toBeNull();
  });
});
