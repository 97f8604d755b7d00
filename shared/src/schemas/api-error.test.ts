import { describe, expect, it } from 'vitest';
import { ApiErrorBodySchema } from './api-error';

describe('ApiErrorBodySchema (docs/contracts.md "workerapi errors")', () => {
  it('accepts the error body with and without fields', () => {
    const body = { error: { code: 'VALIDATION_ERROR', message: '入力内容を確認してください', fields: { email: ['メールアドレスの形式が正しくありません'] } } };
    expect(ApiErrorBodySchema.parse(body)).toEqual(body);
    expect(ApiErrorBodySchema.parse({ error: { code: 'NOT_FOUND', message: '見つかりません' } }).error.fields).toBeUndefined();
  });

  it('rejects anything else', () => {
    expect(ApiErrorBodySchema.safeParse({ message: 'x' }).success).toBe(false);
    expect(ApiErrorBodySchema.safeParse({ error: { code: 'X', message: 'm', fields: { email: 'not a list' } } }).success).toBe(false);
    expect(ApiErrorBodySchema.safeParse('<html>502</html>').success).toBe(false);
  });
});
