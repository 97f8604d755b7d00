import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { DEFAULT_FIELD_LABEL, VALIDATION_RULES, jaErrorMap, requiredMessage } from './validation';

const labels = {
  name: '氏名',
  email: 'メールアドレス',
  contact: '連絡先',
  password: 'パスワード',
  code: 'コード',
  site: 'ホームページ',
  id: 'ID',
  tags: 'タグ',
  charge: '単価',
  date: '勤務日',
  type: '口座種別',
  profile: 'プロフィール',
};

/** The Japanese messages a worker would see for `value`, in issue order. */
function messages(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value, { error: jaErrorMap(labels) });
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

/** The message for one field `key` of an object holding `schema`. */
function fieldMessage(key: string, schema: z.ZodMiniType, value: unknown): string | undefined {
  return messages(z.object({ [key]: schema }), { [key]: value })[0];
}

describe('spec §5 "Required-field message form: \'{label}を入力してください\'."', () => {
  it('requiredMessage', () => {
    expect(requiredMessage('メールアドレス')).toBe('メールアドレスを入力してください');
  });

  it('a missing field is required', () => {
    expect(messages(z.object({ name: z.string() }), {})).toEqual(['氏名を入力してください']);
  });

  it('null is required', () => {
    expect(fieldMessage('name', z.string(), null)).toBe('氏名を入力してください');
  });

  it('an empty string is required, whatever the minimum length', () => {
    expect(fieldMessage('name', z.string().check(z.minLength(1)), '')).toBe('氏名を入力してください');
    expect(fieldMessage('password', z.string().check(z.minLength(8)), '')).toBe('パスワードを入力してください');
    expect(fieldMessage('email', z.email(), '')).toBe('メールアドレスを入力してください');
  });

  it('names the field by the last key of the path, or a generic label', () => {
    const schema = z.object({ profile: z.object({ name: z.string(), nickname: z.string() }) });
    expect(messages(schema, { profile: {} })).toEqual(['氏名を入力してください', `${DEFAULT_FIELD_LABEL}を入力してください`]);
    expect(DEFAULT_FIELD_LABEL).toBe('この項目');
    expect(messages(z.string(), undefined)).toEqual(['この項目を入力してください']);
  });

  it('an array element takes the array\'s label', () => {
    expect(fieldMessage('tags', z.array(z.string().check(z.maxLength(3))), ['ok', 'toolong'])).toBe('タグは3文字以内で入力してください');
  });
});

describe('spec §5 general categories', () => {
  it('invalid value', () => {
    expect(fieldMessage('name', z.string(), 42)).toBe('氏名の値が正しくありません');
    expect(fieldMessage('name', z.union([z.string(), z.number()]), true)).toBe('氏名の値が正しくありません');
    expect(fieldMessage('name', z.string().check(z.refine((v) => v !== 'x')), 'x')).toBe('氏名の値が正しくありません');
  });

  it('allowed values', () => {
    expect(fieldMessage('type', z.enum(['ordinary', 'current', 'other']), 'savings')).toBe(
      '口座種別は次のいずれかを選択してください: ordinary、current、other',
    );
    expect(fieldMessage('type', z.enum(['ordinary', 'current']), '')).toBe('口座種別を入力してください');
    expect(fieldMessage('code', z.literal('A1'), 'B2')).toBe('コードは「A1」を指定してください');
  });

  it('not-allowed values (custom check with the not_one_of rule)', () => {
    const schema = z.string().check(
      z.refine((v) => !['admin', 'root'].includes(v), { params: { rule: VALIDATION_RULES.notOneOf, values: ['admin', 'root'] } }),
    );
    expect(fieldMessage('name', schema, 'root')).toBe('氏名に次の値は使用できません: admin、root');
  });

  it('defined value', () => {
    expect(fieldMessage('code', z.nonoptional(z.optional(z.string())), undefined)).toBe('コードを指定してください');
    const custom = z.unknown().check(z.refine((v) => v !== undefined, { params: { rule: VALIDATION_RULES.defined } }));
    expect(fieldMessage('code', custom, undefined)).toBe('コードを指定してください');
  });

  it('a message set on the schema itself wins', () => {
    expect(fieldMessage('name', z.string().check(z.minLength(2, '短すぎます')), 'a')).toBe('短すぎます');
  });
});

describe('spec §5 strings', () => {
  it('exact length N', () => {
    expect(fieldMessage('code', z.string().check(z.length(4)), 'abc')).toBe('コードは4文字で入力してください');
    expect(fieldMessage('code', z.string().check(z.length(4)), 'abcde')).toBe('コードは4文字で入力してください');
  });
  it('at least N', () => {
    expect(fieldMessage('password', z.string().check(z.minLength(8)), 'abc')).toBe('パスワードは8文字以上で入力してください');
  });
  it('at most N', () => {
    expect(fieldMessage('name', z.string().check(z.maxLength(20)), 'あ'.repeat(21))).toBe('氏名は20文字以内で入力してください');
  });
  it('format match', () => {
    expect(fieldMessage('code', z.string().check(z.regex(/^[0-9]{7}$/)), '123-4567')).toBe('コードの形式が正しくありません');
  });
  it('e-mail', () => {
    expect(fieldMessage('email', z.email(), 'taro@')).toBe('メールアドレスの形式が正しくありません');
    expect(fieldMessage('email', z.string().check(z.email()), 'taro')).toBe('メールアドレスの形式が正しくありません');
    expect(fieldMessage('contact', z.email(), 'taro')).toBe('連絡先はメールアドレスの形式で入力してください');
  });
  it('URL', () => {
    expect(fieldMessage('site', z.url(), 'not a url')).toBe('ホームページはURLの形式で入力してください');
  });
  it('UUID', () => {
    expect(fieldMessage('id', z.uuid(), '1234')).toBe('IDはUUIDの形式で入力してください');
  });
  it('trimmed (custom check with the trimmed rule)', () => {
    const schema = z.string().check(z.refine((v) => v === v.trim(), { params: { rule: VALIDATION_RULES.trimmed } }));
    expect(fieldMessage('name', schema, ' 山田 ')).toBe('氏名の前後に空白を入れないでください');
  });
  it('lowercase only', () => {
    expect(fieldMessage('code', z.string().check(z.lowercase()), 'Abc')).toBe('コードは小文字で入力してください');
  });
  it('uppercase only', () => {
    expect(fieldMessage('code', z.string().check(z.uppercase()), 'aBC')).toBe('コードは大文字で入力してください');
  });
  it('starts with / ends with / includes', () => {
    expect(fieldMessage('code', z.string().check(z.startsWith('W-')), 'X-1')).toBe('コードは「W-」で始まる値を入力してください');
    expect(fieldMessage('code', z.string().check(z.endsWith('.jp')), 'a.com')).toBe('コードは「.jp」で終わる値を入力してください');
    expect(fieldMessage('code', z.string().check(z.includes('@')), 'a')).toBe('コードには「@」を含めてください');
  });
});

describe('spec §5 numbers', () => {
  it('at least', () => {
    expect(fieldMessage('charge', z.number().check(z.gte(1000)), 999)).toBe('単価は1000以上で入力してください');
  });
  it('at most', () => {
    expect(fieldMessage('charge', z.number().check(z.lte(99)), 100)).toBe('単価は99以下で入力してください');
  });
  it('less than', () => {
    expect(fieldMessage('charge', z.number().check(z.lt(100)), 100)).toBe('単価は100より小さい値を入力してください');
  });
  it('more than', () => {
    expect(fieldMessage('charge', z.number().check(z.gt(10)), 10)).toBe('単価は10より大きい値を入力してください');
  });
  it('positive', () => {
    expect(fieldMessage('charge', z.number().check(z.positive()), 0)).toBe('単価は正の数で入力してください');
  });
  it('negative', () => {
    expect(fieldMessage('charge', z.number().check(z.negative()), 0)).toBe('単価は負の数で入力してください');
  });
  it('integer', () => {
    expect(fieldMessage('charge', z.int(), 1.5)).toBe('単価は整数で入力してください');
  });
  it('not a number at all', () => {
    expect(fieldMessage('charge', z.number(), 'abc')).toBe('単価は数値で入力してください');
    expect(fieldMessage('charge', z.number(), Number.NaN)).toBe('単価は数値で入力してください');
  });
  it('multiple of', () => {
    expect(fieldMessage('charge', z.number().check(z.multipleOf(10)), 1005)).toBe('単価は10の倍数で入力してください');
  });
});

describe('spec §5 dates', () => {
  // 2024-04-01 00:00 in Japan; messages show dates as a worker in Japan reads them.
  const april1 = new Date(Date.UTC(2024, 2, 31, 15, 0, 0));
  const dayBefore = new Date(april1.getTime() - 1);
  const dayAfter = new Date(april1.getTime() + 1);

  it('on or after', () => {
    expect(fieldMessage('date', z.date().check(z.gte(april1)), dayBefore)).toBe('勤務日は2024年4月1日以降の日付を入力してください');
  });
  it('on or before', () => {
    expect(fieldMessage('date', z.date().check(z.lte(april1)), dayAfter)).toBe('勤務日は2024年4月1日以前の日付を入力してください');
  });
  it('an invalid date', () => {
    expect(fieldMessage('date', z.date(), new Date('not a date'))).toBe('勤務日は正しい日付を入力してください');
  });
});

describe('spec §5 objects: "unregistered keys not allowed"', () => {
  it('names the unregistered keys', () => {
    expect(messages(z.strictObject({ name: z.string() }), { name: '山田', age: 30, role: 'x' })).toEqual([
      '登録されていない項目（age、role）は指定できません',
    ]);
  });
  it('names the nested object by its label', () => {
    const schema = z.object({ profile: z.strictObject({ name: z.string() }) });
    expect(messages(schema, { profile: { name: '山田', extra: 1 } })).toEqual(['プロフィールに登録されていない項目（extra）は指定できません']);
  });
});

describe('spec §5 arrays', () => {
  const tags = z.array(z.string());
  it('at least N items', () => {
    expect(fieldMessage('tags', tags.check(z.minLength(2)), ['a'])).toBe('タグは2件以上指定してください');
  });
  it('at most N items', () => {
    expect(fieldMessage('tags', tags.check(z.maxLength(2)), ['a', 'b', 'c'])).toBe('タグは2件以内で指定してください');
  });
  it('exactly N items', () => {
    expect(fieldMessage('tags', tags.check(z.length(3)), ['a'])).toBe('タグは3件指定してください');
    expect(fieldMessage('tags', tags.check(z.length(3)), ['a', 'b', 'c', 'd'])).toBe('タグは3件指定してください');
  });
});

describe('global use through z.config', () => {
  it('renders Japanese when set as customError', () => {
    z.config({ customError: jaErrorMap() });
    try {
      const r = z.string().check(z.minLength(3)).safeParse('ab');
      expect(r.success ? '' : r.error.issues[0]?.message).toBe('この項目は3文字以上で入力してください');
    } finally {
      z.config({ customError: undefined });
    }
  });
});
