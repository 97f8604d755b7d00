import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, ERROR_SCREEN, MESSAGE_KEYS, isMessageKey } from './error-messages';

describe('spec §8 "Generic messages by key"', () => {
  it('has exactly the five keys with the spec\'s strings', () => {
    expect(ERROR_MESSAGES).toEqual({
      ACCESS_DENIED: 'アクセスが拒否されました。',
      SERVER_ERROR: 'サーバーで問題が発生しました。ページを更新しもう一度お試しください。',
      NOT_FOUND: 'お探しのページが見つかりませんでした。',
      NETWORK_ERROR: 'ネットワークエラーが発生しました。接続を確認してください。',
      DEFAULT: '予期せぬエラーが発生しました。',
    });
    expect(MESSAGE_KEYS).toEqual(Object.keys(ERROR_MESSAGES));
  });

  it('recognises only catalogue keys', () => {
    expect(isMessageKey('NOT_FOUND')).toBe(true);
    expect(isMessageKey('not_found')).toBe(false);
    expect(isMessageKey('hasOwnProperty')).toBe(false);
  });
});

describe('spec §2 "Error screen"', () => {
  it('"Any other error shows the error\'s message, or the fallback \'エラーが発生しました\'."', () => {
    expect(ERROR_SCREEN.fallback).toBe('エラーが発生しました');
  });
  it('"A route validation failure yields a 404 \'Page Not Found\' by default." and 404 shows the not-found message', () => {
    expect(ERROR_SCREEN.notFoundTitle).toBe('Page Not Found');
    expect(ERROR_SCREEN.notFoundMessage).toBe('お探しのページが見つかりませんでした。');
  });
  it('"One button: \'マイページ\' … otherwise \'ログイン\'", plus a retry for a failed area', () => {
    expect(ERROR_SCREEN.toMypage).toBe('マイページ');
    expect(ERROR_SCREEN.toLogin).toBe('ログイン');
    expect(ERROR_SCREEN.retry).toBe('再試行');
    expect(ERROR_SCREEN.areaUnavailable).toMatch(/読み込めませんでした/);
    expect(ERROR_SCREEN.areaOffline).toMatch(/オフライン.*自動で表示します/);
    expect(ERROR_SCREEN.areaTitle).toBe('ページを表示できませんでした');
    expect(ERROR_SCREEN.bootFailed).toMatch(/起動できませんでした/);
  });
});
