import { describe, expect, it } from 'vitest';
import { ApiError, messageKeyForStatus, toApiError } from './api-error';
import { HttpError, type ApiRequestConfig } from './client';

const config: ApiRequestConfig = { method: 'POST', url: '/workerapi/x' };

function httpError(status: number, data: unknown): HttpError {
  const code = status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST';
  return new HttpError(`Request failed with status code ${status}`, code, config, { status, data, headers: {} });
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
    const cause = new HttpError('Network Error', 'ERR_NETWORK', config);
    const error = toApiError(cause);
    expect(error).toMatchObject({ status: null, key: 'NETWORK_ERROR', message: 'ネットワークエラーが発生しました。接続を確認してください。', canceled: false });
    expect(error.cause).toBe(cause);
  });

  it('a timeout is a NETWORK_ERROR, not canceled (the worker can try again)', () => {
    const error = toApiError(new HttpError('timeout of 30000ms exceeded', 'ERR_TIMEOUT', config));
    expect(error).toMatchObject({ status: null, key: 'NETWORK_ERROR', message: 'ネットワークエラーが発生しました。接続を確認してください。', canceled: false });
  });

  it('an aborted request is a NETWORK_ERROR marked canceled', () => {
    const error = toApiError(new HttpError('canceled', 'ERR_CANCELED', config));
    expect(error).toMatchObject({ status: null, key: 'NETWORK_ERROR', canceled: true });
  });

  it('a 2xx whose body is not valid JSON is a SERVER_ERROR with that status', () => {
    const error = toApiError(new HttpError('Invalid JSON in the response', 'ERR_BAD_RESPONSE', config, { status: 200, data: '{"worker":', headers: {} }));
    expect(error).toMatchObject({ status: 200, key: 'SERVER_ERROR', message: 'サーバーで問題が発生しました。ページを更新しもう一度お試しください。', code: null });
  });

  it('an error that merely looks like an HTTP error (code, response) is not trusted → DEFAULT', () => {
    const lookalike = Object.assign(new Error('x'), { code: 'ERR_BAD_REQUEST', response: { status: 404, data: null, headers: {} } });
    expect(toApiError(lookalike)).toMatchObject({ status: null, key: 'DEFAULT' });
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
