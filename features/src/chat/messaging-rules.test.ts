import { describe, expect, it } from 'vitest';
import { CHAT_READ_ONLY_AFTER_DAYS, InquiryFormSchema, MESSAGE_MAX_LENGTH, SendMessageRequestSchema } from './messaging-schemas';
import { countGraphemes, isChatReadOnly, isSendable, linkify } from './messaging-rules';

describe('countGraphemes (1,000 characters as the user sees them)', () => {
  it('counts an emoji, a family emoji, a flag and a combining mark as one each', () => {
    expect(countGraphemes('あいう')).toBe(3);
    expect(countGraphemes('👍')).toBe(1);
    expect(countGraphemes('👨‍👩‍👧')).toBe(1);
    expect(countGraphemes('🇯🇵')).toBe(1);
    expect(countGraphemes('が')).toBe(1);
    expect(countGraphemes('か\u3099')).toBe(1);
  });

  it('accepts 1,000 emoji and refuses 1,001 characters; blank text cannot be sent', () => {
    expect(SendMessageRequestSchema.safeParse({ clientId: 'client-1', text: '😀'.repeat(MESSAGE_MAX_LENGTH) }).success).toBe(true);
    expect(SendMessageRequestSchema.safeParse({ clientId: 'client-1', text: 'あ'.repeat(MESSAGE_MAX_LENGTH + 1) }).success).toBe(false);
    expect(SendMessageRequestSchema.safeParse({ clientId: 'client-1', text: ' \n\u3000' }).success).toBe(false);
    expect(isSendable('', 10)).toBe(false);
    expect(isSendable('  \n ', 10)).toBe(false);
    expect(isSendable('はい', 10)).toBe(true);
  });
});

describe('linkify (only http/https become links)', () => {
  it('finds http and https URLs inside Japanese text and leaves punctuation outside', () => {
    expect(linkify('地図はこちら https://example.jp/map?a=1。よろしく')).toEqual([
      { kind: 'text', text: '地図はこちら ' },
      { kind: 'link', text: 'https://example.jp/map?a=1', href: 'https://example.jp/map?a=1' },
      { kind: 'text', text: '。よろしく' },
    ]);
    expect(linkify('see http://a.example/x.')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'link', text: 'http://a.example/x', href: 'http://a.example/x' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never links javascript:, data: or other schemes, and keeps HTML as text', () => {
    for (const text of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://example.jp/file', '<img src=x onerror=alert(1)>']) {
      expect(linkify(text)).toEqual([{ kind: 'text', text }]);
    }
    expect(linkify('<a href="https://evil.example">x</a>').filter((p) => p.kind === 'link').map((p) => p.text)).toEqual(['https://evil.example']);
  });
});

describe('isChatReadOnly (14 days after the last reservation ended or was cancelled)', () => {
  const now = new Date('2026-11-23T00:00:00Z');
  const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString();
  it('is writable within 14 days and read-only from then on', () => {
    expect(isChatReadOnly({ hasOpenReservation: false, lastEndedAt: daysAgo(13) }, now, CHAT_READ_ONLY_AFTER_DAYS)).toBe(false);
    expect(isChatReadOnly({ hasOpenReservation: false, lastEndedAt: daysAgo(14) }, now, CHAT_READ_ONLY_AFTER_DAYS)).toBe(true);
    expect(isChatReadOnly({ hasOpenReservation: false, lastEndedAt: null }, now, CHAT_READ_ONLY_AFTER_DAYS)).toBe(true);
  });
  it('reopens with a new reservation', () => {
    expect(isChatReadOnly({ hasOpenReservation: true, lastEndedAt: daysAgo(40) }, now, CHAT_READ_ONLY_AFTER_DAYS)).toBe(false);
  });
});

describe('InquiryFormSchema', () => {
  it('requires a category, a subject of at most 100 and a body of at most 2,000 characters', () => {
    expect(InquiryFormSchema.safeParse({ category: 'salary', subject: '給与', body: '内容' }).success).toBe(true);
    const bad = InquiryFormSchema.safeParse({ category: '', subject: 'あ'.repeat(101), body: 'あ'.repeat(2001) });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path[0]).sort()).toEqual(['body', 'category', 'subject']);
  });
});
