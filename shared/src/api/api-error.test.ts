import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { ApiError, messageKeyForStatus, toApiError } from './api-error';

const config: InternalAxiosRequestConfig = { headers: new AxiosHeaders() };

function httpError(status: number, data: unknown): AxiosError {
  const response: AxiosResponse = { status, statusText: '', headers: {}, config, data };
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
}

const serverBody = (message: string, fields?: Record<string, string[]>) => ({
  error: { code: 'VALIDATION_ERROR', message, ...(fields ? { fields } : {}) },
});

describe('toApiError — errors normalised to the spec §8 catalogue', () => {
  it.each([
    [403, 'ACCESS_DENIED', 'アクセスが拒否されました。'],
    [404, 'NOT_FOUND', 'お探しのページが見つかりませんでした。'],
    [500, 'SERVER_ERROR', 'サーバーで問題が発生しました。ページを更新しもう一度お試しください。'],
    [502, 'SERVER_ERROR', 'サーバーで問題が発生しました。ページを更新しもう一度お試しください。'],
    [503, 'SERVER_ERROR', 'サーバーで問題が発生しました。ページを更新しもう一度お試しください。'],
    [400, 'DEFAULT', '予期せぬエラーが発生しました。'],
    [401, 'DEFAULT', '予期せぬエラーが発生しました。'],
    [409, 'DEFAULT', '予期せぬエラーが発生しました。'],
    [422, 'DEFAULT', '予期せぬエラーが発生しました。'],
  ])('status %i without an error body → %s', (status, key, message) => {
    const error = toApiError(httpError(status, '<html>oops</html>'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ status, key, message, code: null });
    expect(error.fields).toBeUndefined();
  });

  it('a 4xx with the workerapi error body keeps the server\'s Japanese message, code and fields', () => {
    const fields = { email: ['メールアドレスの形式が正しくありません'] };
    const error = toApiError(httpError(422, serverBody('入力内容を確認してください', fields)));
    expect(error).toMatchObject({ status: 422, key: 'DEFAULT', message: '入力内容を確認してください', code: 'VALIDATION_ERROR', fields });
  });

  it('a 403 with a body keeps ACCESS_DENIED as key and shows the server message', () => {
    const error = toApiError(httpError(403, { error: { code: 'FORBIDDEN', message: 'この口座は編集できません' } }));
    expect(error).toMatchObject({ status: 403, key: 'ACCESS_DENIED', message: 'この口座は編集できません' });
  });

  it('a 5xx body is never shown: the catalogue message is', () => {
    const error = toApiError(httpError(500, serverBody('stack trace: at db.query …')));
    expect(error).toMatchObject({ status: 500, key: 'SERVER_ERROR', message: 'サーバーで問題が発生しました。ページを更新しもう一度お試しください。' });
  });

  it('an empty server message falls back to the catalogue', () => {
    expect(toApiError(httpError(400, serverBody(''))).message).toBe('予期せぬエラーが発生しました。');
  });

  it('no response → NETWORK_ERROR with status null', () => {
    const error = toApiError(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {}));
    expect(error).toMatchObject({ status: null, key: 'NETWORK_ERROR', message: 'ネットワークエラーが発生しました。接続を確認してください。', canceled: false });
  });

  it('an aborted request is a NETWORK_ERROR marked canceled', () => {
    const error = toApiError(new AxiosError('canceled', AxiosError.ERR_CANCELED, config));
    expect(error).toMatchObject({ status: null, key: 'NETWORK_ERROR', canceled: true });
  });

  it('anything else → DEFAULT with status null, keeping the cause', () => {
    const cause = new TypeError('boom');
    const error = toApiError(cause);
    expect(error).toMatchObject({ status: null, key: 'DEFAULT', message: '予期せぬエラーが発生しました。' });
    expect(error.cause).toBe(cause);
  });

  it('an ApiError passes through unchanged', () => {
    const original = new ApiError({ status: 404, key: 'NOT_FOUND' });
    expect(toApiError(original)).toBe(original);
  });

  it('messageKeyForStatus', () => {
    expect([200, 400, 403, 404, 418, 500, 599].map(messageKeyForStatus)).toEqual([
      'DEFAULT', 'DEFAULT', 'ACCESS_DENIED', 'NOT_FOUND', 'DEFAULT', 'SERVER_ERROR', 'SERVER_ERROR',
    ]);
  });
});
