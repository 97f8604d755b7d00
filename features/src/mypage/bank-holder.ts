// Bank account holder names as Japanese banks see them (全銀 / Zengin characters). Pure: the browser shows
// the normalised name before saving and workerapi validates with the same functions.
//
// Why a small table and not a kana library (moji, jaconv, wanakana): those convert scripts, but none knows
// the 全銀 rules (small kana written large, ー as -, ・ as ., everything else refused), so the rules would still
// be ours; and `shared/domain` is a federated singleton the shell loads at start, so a library would add its
// whole weight (tens of KB) to every first load. Width conversion (ｶﾞ → ガ, Ａ → A) uses the platform's
// Unicode NFKC, applied only to the half-/full-width forms block.

/**
 * The katakana a bank accepts in a holder name (the 全銀 character set, written full-width): no small kana
 * (ァ ッ ャ …), no ヰ ヱ ヲ ヷ–ヺ, no iteration marks.
 */
export const HOLDER_NAME_KATAKANA =
  'アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワン' +
  'ガギグゲゴザジズゼゾダヂヅデドバビブベボパピプペポヴ';

/** The other characters a bank accepts: digits, A–Z, the space and these symbols. */
export const HOLDER_NAME_SYMBOLS = ' ().-/,「」';

const ALLOWED = new Set<string>([...HOLDER_NAME_KATAKANA, ...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', ...HOLDER_NAME_SYMBOLS]);

/** Kana a bank writes large: small kana (hiragana already turned into katakana) → their large form. */
export const SMALL_TO_LARGE_KANA: Readonly<Record<string, string>> = {
  ァ: 'ア', ィ: 'イ', ゥ: 'ウ', ェ: 'エ', ォ: 'オ', ッ: 'ツ', ャ: 'ヤ', ュ: 'ユ', ョ: 'ヨ', ヮ: 'ワ', ヵ: 'カ', ヶ: 'ケ',
};

/** Marks a bank writes as ASCII: the long vowel mark and dashes → '-', the middle dot → '.'. */
export const HOLDER_NAME_SYMBOL_MAP: Readonly<Record<string, string>> = {
  'ー': '-', '‐': '-', '‑': '-', '–': '-', '—': '-', '―': '-', '−': '-', '・': '.',
};

/**
 * The longest holder name in bank characters: the 全銀 transfer record's recipient name is 30 half-width
 * characters, where a voiced kana (ガ, パ) takes two (カ + ﾞ).
 */
export const HOLDER_NAME_MAX_BANK_LENGTH = 30;

const VOICED = new Set<string>([...'ガギグゲゴザジズゼゾダヂヅデドバビブベボパピプペポヴ']);

/** Half-width katakana, full-width ASCII and the ideographic space: the only runs NFKC is applied to. */
const WIDTH_FORMS = /[\u3000\uFF01-\uFF9F]+/g;
const HIRAGANA = /[\u3041-\u3096\u309D\u309E]/g;

/**
 * Turns what a worker types into the holder name a bank sees: hiragana → katakana, half-width katakana and
 * full-width letters/digits → their usual width, small kana → large (ッ → ツ), ー and dashes → '-', ・ → '.',
 * a–z → A–Z, runs of spaces → one space, trimmed. Characters a bank refuses are left as they are (see
 * `forbiddenHolderNameChars`), never dropped.
 */
export function normalizeHolderName(input: string): string {
  const composed = input.normalize('NFC').replace(WIDTH_FORMS, (run) => run.normalize('NFKC')).normalize('NFC');
  let out = '';
  for (const ch of composed.replace(HIRAGANA, (h) => String.fromCharCode(h.charCodeAt(0) + 0x60))) {
    const large = SMALL_TO_LARGE_KANA[ch] ?? ch;
    const symbol = HOLDER_NAME_SYMBOL_MAP[large] ?? large;
    out += symbol >= 'a' && symbol <= 'z' ? symbol.toUpperCase() : symbol;
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** The characters of an already normalised name that banks refuse, each once, in the order they appear. */
export function forbiddenHolderNameChars(normalized: string): string[] {
  const found: string[] = [];
  for (const ch of normalized) {
    if (!ALLOWED.has(ch) && !found.includes(ch)) found.push(ch);
  }
  return found;
}

/** The length of a normalised name in bank characters (a voiced kana counts two). */
export function holderNameBankLength(normalized: string): number {
  let length = 0;
  for (const ch of normalized) length += VOICED.has(ch) ? 2 : 1;
  return length;
}

export type HolderNameCheck =
  | { ok: true; value: string }
  | { ok: false; value: string; reason: 'empty' }
  | { ok: false; value: string; reason: 'forbidden'; chars: string[] }
  /** Only digits, spaces and symbols (「ー」 is saved as 「-」): no name a bank account is held in. */
  | { ok: false; value: string; reason: 'noName' }
  | { ok: false; value: string; reason: 'tooLong'; length: number };

/** A holder name has at least one kana or letter: a person's or a company's name, never symbols or digits alone. */
const NAME_LETTER = new RegExp(`[${HOLDER_NAME_KATAKANA}A-Z]`);

/** Normalises a typed holder name and says whether a bank accepts it (`value` is always the normalised name). */
export function checkHolderName(input: string): HolderNameCheck {
  const value = normalizeHolderName(input);
  if (value === '') return { ok: false, value, reason: 'empty' };
  const chars = forbiddenHolderNameChars(value);
  if (chars.length > 0) return { ok: false, value, reason: 'forbidden', chars };
  if (!NAME_LETTER.test(value)) return { ok: false, value, reason: 'noName' };
  const length = holderNameBankLength(value);
  if (length > HOLDER_NAME_MAX_BANK_LENGTH) return { ok: false, value, reason: 'tooLong', length };
  return { ok: true, value };
}
