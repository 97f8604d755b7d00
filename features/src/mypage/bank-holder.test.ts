import { describe, expect, it } from 'vitest';
import {
  checkHolderName,
  forbiddenHolderNameChars,
  HOLDER_NAME_KATAKANA,
  HOLDER_NAME_MAX_BANK_LENGTH,
  holderNameBankLength,
  normalizeHolderName,
  SMALL_TO_LARGE_KANA,
} from './bank-holder';

const HIRAGANA_SEION = 'あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわん';
const KATAKANA_SEION = 'アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワン';
const HIRAGANA_VOICED = 'がぎぐげござじずぜぞだぢづでどばびぶべぼぱぴぷぺぽゔ';
const KATAKANA_VOICED = 'ガギグゲゴザジズゼゾダヂヅデドバビブベボパピプペポヴ';
const HALF_WIDTH_SEION = 'ｱｲｳｴｵｶｷｸｹｺｻｼｽｾｿﾀﾁﾂﾃﾄﾅﾆﾇﾈﾉﾊﾋﾌﾍﾎﾏﾐﾑﾒﾓﾔﾕﾖﾗﾘﾙﾚﾛﾜﾝ';

describe('normalizeHolderName — what the bank sees', () => {
  it('turns every hiragana into the same katakana, one by one', () => {
    expect(normalizeHolderName(HIRAGANA_SEION)).toBe(KATAKANA_SEION);
    expect(normalizeHolderName(HIRAGANA_VOICED)).toBe(KATAKANA_VOICED);
  });

  it('keeps full-width katakana as it is', () => {
    expect(normalizeHolderName(KATAKANA_SEION + KATAKANA_VOICED)).toBe(KATAKANA_SEION + KATAKANA_VOICED);
  });

  it('writes every small kana large, typed in hiragana or katakana', () => {
    expect(normalizeHolderName('ぁぃぅぇぉっゃゅょゎゕゖ')).toBe('アイウエオツヤユヨワカケ');
    expect(normalizeHolderName('ァィゥェォッャュョヮヵヶ')).toBe('アイウエオツヤユヨワカケ');
    for (const [small, large] of Object.entries(SMALL_TO_LARGE_KANA)) expect(normalizeHolderName(small)).toBe(large);
  });

  it('the classic examples: きゅうよ いちろう → キユウヨ イチロウ, じんじ しょうご → ジンジ シヨウゴ', () => {
    expect(normalizeHolderName('きゅうよ いちろう')).toBe('キユウヨ イチロウ');
    expect(normalizeHolderName('じんじ　しょうご')).toBe('ジンジ シヨウゴ');
    expect(normalizeHolderName('はっとり ちょう')).toBe('ハツトリ チヨウ');
  });

  it('ー and dashes become -, ・ becomes .', () => {
    expect(normalizeHolderName('スミス・ジョーンズ')).toBe('スミス.ジヨ-ンズ');
    expect(normalizeHolderName('カ)ヤマダ・エージェンシー')).toBe('カ)ヤマダ.エ-ジエンシ-');
    for (const dash of ['ー', '‐', '‑', '–', '—', '―', '−', '－', 'ｰ']) expect(normalizeHolderName(`ア${dash}イ`)).toBe('ア-イ');
    expect(normalizeHolderName('ア･イ')).toBe('ア.イ');
  });

  it('half-width katakana becomes full-width, voiced marks joined (ｶﾞ → ガ)', () => {
    expect(normalizeHolderName(HALF_WIDTH_SEION)).toBe(KATAKANA_SEION);
    expect(normalizeHolderName('ﾔﾏﾀﾞ ﾊﾟﾝ ｳﾞｨ ｯ')).toBe('ヤマダ パン ヴイ ツ');
  });

  it('joins decomposed voiced kana (カ + combining ゛)', () => {
    expect(normalizeHolderName('カ\u3099タ\u309A')).toBe('ガタ\u309A'.normalize('NFC'));
    expect(normalizeHolderName('ハ\u309A')).toBe('パ');
  });

  it('full-width letters, digits and symbols become ASCII; a–z upper case', () => {
    expect(normalizeHolderName('ａｂｃ　ＸＹＺ　０１２')).toBe('ABC XYZ 012');
    expect(normalizeHolderName('abc xyz')).toBe('ABC XYZ');
    expect(normalizeHolderName('（カ）／，．')).toBe('(カ)/,.');
    expect(normalizeHolderName('｢ア｣')).toBe('「ア」');
  });

  it('collapses runs of spaces (half- or full-width, tabs) to one and trims', () => {
    expect(normalizeHolderName('  やまだ　　 はなこ\t ')).toBe('ヤマダ ハナコ');
  });

  it('leaves characters a bank refuses in place (never drops them)', () => {
    expect(normalizeHolderName('山田 はなこ')).toBe('山田 ハナコ');
    expect(normalizeHolderName('ヲ')).toBe('ヲ');
  });

  it('is idempotent', () => {
    for (const s of ['きゅうよ いちろう', 'ｽﾐｽ･ｼﾞｮｰﾝｽﾞ', 'abc－ー・', '山田']) {
      expect(normalizeHolderName(normalizeHolderName(s))).toBe(normalizeHolderName(s));
    }
  });
});

describe('forbiddenHolderNameChars', () => {
  it('accepts every allowed character', () => {
    const all = `${HOLDER_NAME_KATAKANA}0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ ().-/,「」`;
    expect(forbiddenHolderNameChars(all)).toEqual([]);
  });

  it('names each refused character once, in order', () => {
    expect(forbiddenHolderNameChars('山田 ハナコ')).toEqual(['山', '田']);
    expect(forbiddenHolderNameChars('ア@イ@ウ&')).toEqual(['@', '&']);
  });

  it('refuses small kana, ヰ ヱ ヲ, iteration marks, lower case, and other symbols', () => {
    for (const ch of ['ァ', 'ッ', 'ャ', 'ヰ', 'ヱ', 'ヲ', 'ヷ', 'ヽ', 'ヾ', 'a', '・', 'ー', '*', '&', '$', '+', ';', '@', '=', '%', '!', '?', '\\', '゛']) {
      expect(forbiddenHolderNameChars(ch)).toEqual([ch]);
    }
  });

  it('a name typed in kanji is refused after normalisation, naming the kanji', () => {
    expect(checkHolderName('山田 花子')).toEqual({ ok: false, value: '山田 花子', reason: 'forbidden', chars: ['山', '田', '花', '子'] });
  });
});

describe('holderNameBankLength / checkHolderName', () => {
  it('counts a voiced kana as two bank characters', () => {
    expect(holderNameBankLength('ヤマダ')).toBe(4);
    expect(holderNameBankLength('パン')).toBe(3);
    expect(holderNameBankLength('AB 1')).toBe(4);
  });

  it('accepts a name typed in hiragana with small kana and returns the normalised name', () => {
    expect(checkHolderName('しょうじ　きょうこ')).toEqual({ ok: true, value: 'シヨウジ キヨウコ' });
  });

  it('refuses an empty name', () => {
    expect(checkHolderName('  　')).toEqual({ ok: false, value: '', reason: 'empty' });
  });

  it('refuses a name of symbols, spaces or digits only (「ー」 would be saved as 「-」), not a name with them', () => {
    expect(checkHolderName('ー')).toEqual({ ok: false, value: '-', reason: 'noName' });
    for (const typed of ['ー ー', '・', '()', '1234', '「」', '- / ,']) expect(checkHolderName(typed)).toMatchObject({ ok: false, reason: 'noName' });
    expect(checkHolderName('カ)ヤマダ・エージェンシー')).toMatchObject({ ok: true });
    expect(checkHolderName('ABC 123')).toMatchObject({ ok: true });
    expect(checkHolderName('ア')).toEqual({ ok: true, value: 'ア' });
  });

  it(`refuses a name longer than ${HOLDER_NAME_MAX_BANK_LENGTH} bank characters`, () => {
    expect(checkHolderName('ア'.repeat(30)).ok).toBe(true);
    expect(checkHolderName('ア'.repeat(31))).toEqual({ ok: false, value: 'ア'.repeat(31), reason: 'tooLong', length: 31 });
    expect(checkHolderName('ガ'.repeat(16))).toMatchObject({ ok: false, reason: 'tooLong', length: 32 });
  });
});
