import { describe, expect, it } from 'vitest';
import { ANSWER_KEYS, ANSWER_MEANINGS, ANSWER_SYMBOLS, isAnswerKey } from './answer-symbols';

describe('spec §3 "Answer symbols: maru ○, sankaku △, batsu ×."', () => {
  it('maps each key to its exact symbol', () => {
    expect(ANSWER_SYMBOLS.maru).toBe('\u25cb');
    expect(ANSWER_SYMBOLS.sankaku).toBe('\u25b3');
    expect(ANSWER_SYMBOLS.batsu).toBe('\u00d7');
    expect(ANSWER_KEYS.map((k) => ANSWER_SYMBOLS[k]).join('')).toBe('○△×');
  });

  it('gives every symbol a meaning in words (never conveyed by the symbol alone)', () => {
    expect(ANSWER_MEANINGS).toEqual({ maru: '勤務可', sankaku: '要相談', batsu: '勤務不可' });
  });

  it('recognises only the three keys', () => {
    expect(isAnswerKey('sankaku')).toBe(true);
    expect(isAnswerKey('○')).toBe(false);
    expect(isAnswerKey('toString')).toBe(false);
  });
});
