import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from 'shared/messages';
import { ACCOUNT_MESSAGES, formatFileSize, MYPAGE_API_MESSAGES, MYPAGE_UI, PHOTO_MESSAGES } from './messages';

describe('my-page messages', () => {
  it('formats file sizes as a worker reads them', () => {
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5MB');
    expect(formatFileSize(10.6 * 1024 * 1024)).toBe('10.6MB');
    expect(formatFileSize(830 * 1024)).toBe('830KB');
    expect(formatFileSize(12)).toBe('12バイト');
  });

  it('states the 5 MB photo limit in the server message and the hint', () => {
    expect(MYPAGE_API_MESSAGES.IMAGE_TOO_LARGE).toBe('画像のサイズが大きすぎます。5MB以下の画像を選んでください。');
    expect(MYPAGE_UI.photoHint('5MB')).toContain('5MBまで');
    expect(PHOTO_MESSAGES.tooLarge('10MB', '5MB')).toBe('画像のサイズが大きすぎます（10MB）。5MB以下の画像を選んでください。');
  });

  it('names each character a bank refuses', () => {
    expect(ACCOUNT_MESSAGES.holderNameForbidden(['花', '@'])).toMatch(/^口座名義に使えない文字が含まれています: 「花」「@」。/);
    expect(ACCOUNT_MESSAGES.holderNameForbidden(['\u3000'])).toContain('「\u3000」');
  });

  it('the pay relation shows yen with separators', () => {
    expect(MYPAGE_UI.payYen(10000)).toBe('10,000円');
  });

  it('the access rule uses the spec §8 ACCESS_DENIED text', () => {
    expect(ERROR_MESSAGES.ACCESS_DENIED).toBe('アクセスが拒否されました。');
  });
});
