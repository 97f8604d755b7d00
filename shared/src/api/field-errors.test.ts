import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { setServerFieldErrors } from './field-errors';

type Field = 'email' | 'name';
const isField = (key: string): key is Field => key === 'email' || key === 'name';

function collect(error: unknown): { set: Field[]; shown: Record<string, string> } {
  const shown: Record<string, string> = {};
  const set = setServerFieldErrors(error, isField, (name, { message }) => {
    shown[name] = message;
  });
  return { set, shown };
}

const validation = (fields: Record<string, string[]>) =>
  new ApiError({ status: 400, key: 'DEFAULT', message: '入力内容を確認してください。', code: 'VALIDATION_ERROR', fields });

describe('setServerFieldErrors (ApiError.fields → form errors)', () => {
  it("puts each field's first message under that field", () => {
    const { set, shown } = collect(validation({ email: ['メールアドレスの形式が正しくありません', '二つ目'], name: ['氏名を入力してください'] }));
    expect(shown).toEqual({ email: 'メールアドレスの形式が正しくありません', name: '氏名を入力してください' });
    expect(set).toEqual(['email', 'name']);
  });

  it('leaves out fields the form does not have and fields without a message', () => {
    const { set, shown } = collect(validation({ 'answers.3.date': ['日付は提出期間内の日を指定してください'], name: [], email: ['使えません'] }));
    expect(shown).toEqual({ email: '使えません' });
    expect(set).toEqual(['email']);
  });

  it('sets nothing for an ApiError without fields or for any other error', () => {
    expect(collect(new ApiError({ status: 500, key: 'SERVER_ERROR', message: 'サーバーで問題が発生しました。' }))).toEqual({ set: [], shown: {} });
    expect(collect(Object.assign(new Error('x'), { fields: { email: ['偽物'] } }))).toEqual({ set: [], shown: {} });
    expect(collect(null)).toEqual({ set: [], shown: {} });
  });

  it('focuses the first field it set when asked (focusFirst), and none otherwise', () => {
    const calls: [string, boolean | undefined][] = [];
    const record = (name: Field, _error: { message: string }, options?: { shouldFocus: boolean }) => calls.push([name, options?.shouldFocus]);
    const error = validation({ 'answers.3.date': ['対象外'], name: ['氏名を入力してください'], email: ['使えません'] });
    setServerFieldErrors(error, isField, record, { focusFirst: true });
    expect(calls).toEqual([['name', true], ['email', false]]);
    calls.length = 0;
    setServerFieldErrors(error, isField, record);
    expect(calls).toEqual([['name', false], ['email', false]]);
  });
});
