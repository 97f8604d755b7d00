export interface PhrasesProps {
  /** A short Japanese text: a greeting, a date range, a label. */
  text: string;
  /** The characters a line may break after (each ends a phrase). */
  breakAfter?: string;
}

/**
 * A short Japanese text that a narrow screen wraps between its phrases — after 、 or 〜 — instead of inside a word or
 * a date (「山田 花子さん、」/「こんにちは」, not 「こんに」/「ちは」). A phrase longer than the line still wraps inside.
 * The text reads the same to a screen reader and in textContent.
 */
export function Phrases({ text, breakAfter = '、〜' }: PhrasesProps) {
  const phrases: string[] = [];
  let current = '';
  for (const char of text) {
    current += char;
    if (breakAfter.includes(char)) {
      phrases.push(current);
      current = '';
    }
  }
  if (current) phrases.push(current);
  return (
    <>
      {phrases.map((phrase, i) => (
        <span key={i} className="ui-phrase">
          {phrase}
        </span>
      ))}
    </>
  );
}
