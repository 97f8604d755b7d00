/** Spec §3: "Answer symbols: maru ○, sankaku △, batsu ×." */
export const ANSWER_SYMBOLS = {
  maru: '○',
  sankaku: '△',
  batsu: '×',
} as const;

export type AnswerKey = keyof typeof ANSWER_SYMBOLS;
export type AnswerSymbol = (typeof ANSWER_SYMBOLS)[AnswerKey];

export const ANSWER_KEYS: readonly AnswerKey[] = ['maru', 'sankaku', 'batsu'];

/**
 * What each symbol means, in words: screen readers read these, and house rule 8 says
 * ○ △ × are never conveyed by colour (or shape) alone.
 */
export const ANSWER_MEANINGS: Readonly<Record<AnswerKey, string>> = {
  maru: '勤務可',
  sankaku: '要相談',
  batsu: '勤務不可',
};

export function isAnswerKey(value: unknown): value is AnswerKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ANSWER_SYMBOLS, value);
}
