import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetConfig, setConfig } from 'shared/config';
import { sessionStore } from 'shared/store';
import { ApiError } from './api-error';
import { api } from './client';
import { getMe, login } from './endpoints';
import { createTestAdapter, type Reply } from './test-adapter';

const worker = { id: 'w1', email: 'taro@example.com', name: '山田 太郎', charge: 10000, margin: 30, imageUrl: null, nameKana: '', displayName: '', phone: '', bio: '', profileCompleted: true };
const originalAdapter = api.defaults.adapter;

function reply(replies: Reply[]) {
  const test = createTestAdapter(replies);
  api.defaults.adapter = test.adapter;
  return test.requests;
}

beforeEach(() => {
  setConfig({
    environment: 'test',
    apiBaseUrl: 'https://worker.example.test',
    firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
    remotes: {},
  });
  sessionStore.getState().clearSession();
});

afterEach(() => {
  api.defaults.adapter = originalAdapter;
  resetConfig();
});

describe('login — spec §7 "POST /workerapi/workers/login {email, token}; token is the identity provider\'s ID token"', () => {
  it('posts the e-mail and ID token to the configured base URL and returns the parsed worker', async () => {
    const requests = reply([{ status: 200, body: { worker: { ...worker, extra: 'ignored' } } }]);
    await expect(login({ email: 'taro@example.com', token: 'id-token' })).resolves.toEqual({ worker });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/workerapi/workers/login', baseURL: 'https://worker.example.test' });
    expect(JSON.parse(String(requests[0]?.data))).toEqual({ email: 'taro@example.com', token: 'id-token' });
    expect(requests[0]?.headers.Authorization).toBe('Bearer id-token');
    expect(requests[0]?.headers['Idempotency-Key']).toBeTruthy();
  });

  it('a 401 with the server body rejects with its Japanese message', async () => {
    reply([{ status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'ログインし直してください' } } }]);
    await expect(login({ email: 'taro@example.com', token: 't' })).rejects.toMatchObject({
      name: 'ApiError',
      status: 401,
      key: 'DEFAULT',
      message: 'ログインし直してください',
      code: 'UNAUTHENTICATED',
    });
  });
});

describe('getMe — spec §7 "GET /workerapi/me … worker"', () => {
  it('sends the stored Bearer token and returns { worker }', async () => {
    sessionStore.getState().setToken('stored-token');
    const requests = reply([{ status: 200, body: { worker } }]);
    await expect(getMe()).resolves.toEqual({ worker });
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/workerapi/me' });
    expect(requests[0]?.headers.Authorization).toBe('Bearer stored-token');
  });

  it('a response failing the schema becomes SERVER_ERROR', async () => {
    reply([{ status: 200, body: { worker: { ...worker, margin: 'thirty' } } }]);
    const error: unknown = await getMe().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ key: 'SERVER_ERROR', message: 'サーバーで問題が発生しました。ページを更新しもう一度お試しください。' });
  });

  it('a 404 becomes NOT_FOUND, a network failure NETWORK_ERROR', async () => {
    reply([{ status: 404 }]);
    await expect(getMe()).rejects.toMatchObject({ status: 404, key: 'NOT_FOUND' });
    reply([{ networkError: true }]);
    await expect(getMe()).rejects.toMatchObject({ status: null, key: 'NETWORK_ERROR' });
  });

  it('GET is not retried on a 503', async () => {
    const requests = reply([{ status: 503 }, { status: 200, body: { worker } }]);
    await expect(getMe()).rejects.toMatchObject({ status: 503, key: 'SERVER_ERROR' });
    expect(requests).toHaveLength(1);
  });

  it('fails with an ApiError (not a crash) before the config is loaded', async () => {
    resetConfig();
    reply([{ status: 200, body: { worker } }]);
    await expect(getMe()).rejects.toMatchObject({ name: 'ApiError', key: 'DEFAULT' });
  });
});
