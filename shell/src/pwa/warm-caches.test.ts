import { describe, expect, it } from 'vitest';
import { resourceWarmer, warmEntries, type WarmEntry } from './warm-caches';

describe('what the first service worker is asked to cache', () => {
  it('the entries, config and hashed chunks the page loaded, plus the profile with the worker token', () => {
    const entries = warmEntries({
      origin: 'http://localhost',
      token: 'tok',
      meUrl: '/workerapi/me',
      resources: [
        'http://localhost/config.json',
        'http://localhost/remotes/mypage/remoteEntry.js',
        'http://localhost/remotes/mypage/assets/mypage-page-dJboqigN.js',
        'http://localhost/remotes/mypage/assets/mypage-page-dJboqigN.js',
        'http://localhost/workerapi/workers/login',
        'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword',
      ],
    });
    expect(entries).toEqual([
      'http://localhost/config.json',
      'http://localhost/remotes/mypage/remoteEntry.js',
      'http://localhost/remotes/mypage/assets/mypage-page-dJboqigN.js',
      ['http://localhost/workerapi/me', { headers: { Authorization: 'Bearer tok', Accept: 'application/json' } }],
    ]);
  });

  it('no profile when signed out', () => {
    expect(warmEntries({ origin: 'http://localhost', token: null, meUrl: '/workerapi/me', resources: [] })).toEqual([]);
  });

  it('sends what the page fetched without the worker, in batches as it completes; the profile with the first', () => {
    const sent: WarmEntry[][] = [];
    const take = resourceWarmer((entries) => sent.push(entries), (urls, first) =>
      warmEntries({ origin: 'http://localhost', token: first ? 'tok' : null, meUrl: '/workerapi/me', resources: urls }));
    take([
      { name: 'http://localhost/config.json', workerStart: 0 },
      { name: 'http://localhost/assets/start-AbCdEf12.js', workerStart: 0 },
    ]);
    // Completed after the worker took control: the entry was in flight (no worker), the chunk went through it.
    take([
      { name: 'http://localhost/remotes/mypage/remoteEntry.js', workerStart: 0 },
      { name: 'http://localhost/remotes/mypage/assets/mypage-page-dJboqigN.js', workerStart: 12.5 },
      { name: 'http://localhost/config.json', workerStart: 0 },
    ]);
    take([{ name: 'http://localhost/remotes/chat/assets/chat-page-dJboqigN.js', workerStart: 3 }]);
    expect(sent).toEqual([
      ['http://localhost/config.json', 'http://localhost/assets/start-AbCdEf12.js', ['http://localhost/workerapi/me', { headers: { Authorization: 'Bearer tok', Accept: 'application/json' } }]],
      ['http://localhost/remotes/mypage/remoteEntry.js'],
    ]);
  });
});
