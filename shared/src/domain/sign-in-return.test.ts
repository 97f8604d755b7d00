import { describe, expect, it } from 'vitest';
import { isMypagePath, returnPathAfterSignIn } from './sign-in-return';

describe('where the sign-in page returns the worker', () => {
  it.each([
    [{ from: '/mypage' }, '/mypage'],
    [{ from: '/mypage/account' }, '/mypage/account'],
    [{ from: '/mypage/email?confirm=abc' }, '/mypage/email?confirm=abc'],
    [{ from: '/mypage?tab=1#top' }, '/mypage?tab=1#top'],
    [{ from: '/mypageX' }, '/mypage'],
    [{ from: '/mypageX?x=/mypage/' }, '/mypage'],
    [{ from: 'https://evil.example/mypage' }, '/mypage'],
    [{ from: '//evil.example/mypage' }, '/mypage'],
    [{ from: '/signup' }, '/mypage'],
    [{ from: 42 }, '/mypage'],
    [null, '/mypage'],
    ['/mypage/account', '/mypage'],
  ])('from %j → %s', (state, path) => {
    expect(returnPathAfterSignIn(state)).toBe(path);
  });

  it('another account signing in than the one that was on the page: my page; the same account: back to its page', () => {
    const state = { from: '/mypage/chats/user/c1', fromAccount: 'uid-a' };
    expect(returnPathAfterSignIn(state, 'uid-b')).toBe('/mypage');
    expect(returnPathAfterSignIn(state, 'uid-a')).toBe('/mypage/chats/user/c1');
    // not known who signs in, or who was there: the page
    expect(returnPathAfterSignIn(state)).toBe('/mypage/chats/user/c1');
    expect(returnPathAfterSignIn({ from: '/mypage/salary' }, 'uid-b')).toBe('/mypage/salary');
  });

  it('my page and the paths under it, nothing else', () => {
    expect(isMypagePath('/mypage')).toBe(true);
    expect(isMypagePath('/mypage/salary')).toBe(true);
    expect(isMypagePath('/mypages')).toBe(false);
    expect(isMypagePath('/login')).toBe(false);
  });
});
