import { describe, expect, it } from 'vitest';
import { EMAIL_CHANGE_TTL_MS, emailChangeConfirmUrl } from './account-flows';

describe('account flows', () => {
  it('the e-mail change link opens /mypage/email with the token, on the given origin', () => {
    expect(emailChangeConfirmUrl('https://worker.example.jp', 'abc123')).toBe('https://worker.example.jp/mypage/email?confirm=abc123');
    expect(emailChangeConfirmUrl('http://localhost:8080/', 'x')).toBe('http://localhost:8080/mypage/email?confirm=x');
  });

  it('the link is valid for 24 hours', () => {
    expect(EMAIL_CHANGE_TTL_MS).toBe(86_400_000);
  });
});
