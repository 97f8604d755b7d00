import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { jaErrorMap } from 'shared/messages';
import { notOneOf, requiredEmail, trimmed } from './checks';

const labels = { name: '氏名' };
const message = (schema: z.ZodMiniType, value: unknown): string | undefined => {
  const r = z.object({ name: schema }).safeParse({ name: value }, { error: jaErrorMap(labels) });
  return r.success ? undefined : r.error.issues[0]?.message;
};

describe('checks for spec §5 categories zod lacks', () => {
  it('notOneOf: "not-allowed values"', () => {
    const schema = z.string().check(notOneOf(['admin', 'root']));
    expect(message(schema, 'admin')).toBe('氏名に次の値は使用できません: admin、root');
    expect(message(schema, 'taro')).toBeUndefined();
  });

  it('trimmed: "trimmed"', () => {
    const schema = z.string().check(trimmed());
    expect(message(schema, ' 山田')).toBe('氏名の前後に空白を入れないでください');
    expect(message(schema, '山田 太郎')).toBeUndefined();
  });

  it('requiredEmail: full-width ASCII (the IME still on) is taken as ASCII, then trimmed', () => {
    expect(z.parse(requiredEmail(), 'ｈａｎａ．ｙａｍａｄａ＠ｅｘａｍｐｌｅ．ｃｏ．ｊｐ\u3000')).toBe('hana.yamada@example.co.jp');
    expect(z.parse(requiredEmail(), ' hana@example.jp\n')).toBe('hana@example.jp');
  });
});
