import { describe, expect, it } from 'vitest';
import { warmEntries } from './warm-caches';

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
});
