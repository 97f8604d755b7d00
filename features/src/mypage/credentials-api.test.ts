import { describe, expect, it } from 'vitest';
import { ApiError } from 'shared/api';
import { confirmEmailChange, requestEmailChange } from './credentials-api';
import { scriptedApi } from 'shared/testing/api';

const worker = { id: 'w1', email: 'new@example.jp', name: '山田 太郎', charge: 0, margin: 0, imageUrl: null, nameKana: '', displayName: '', phone: '', bio: '', profileCompleted: true };
const reply = scriptedApi('stored-token');

describe('requestEmailChange — POST /workerapi/email', () => {
  it('sends {newEmail} with the stored token and an Idempotency-Key, and parses the answer', async () => {
    const requests = reply([{ status: 202, body: { sentTo: 'new@example.jp', expiresAt: '2030-01-02T03:04:05.000Z' } }]);
    await expect(requestEmailChange({ newEmail: 'new@example.jp' })).resolves.toEqual({
      sentTo: 'new@example.jp',
      expiresAt: '2030-01-02T03:04:05.000Z',
    });
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/workerapi/email' });
    expect(requests[0]?.headers.Authorization).toBe('Bearer stored-token');
    expect(requests[0]?.headers['Idempotency-Key']).toBeTruthy();
    expect(JSON.parse(String(requests[0]?.data))).toEqual({ newEmail: 'new@example.jp' });
  });

  it('passes the server’s Japanese message through (409 e-mail in use)', async () => {
    reply([{ status: 409, body: { error: { code: 'EMAIL_IN_USE', message: 'すでに登録されているメールアドレスです' } } }]);
    const error: unknown = await requestEmailChange({ newEmail: 'taken@example.jp' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'EMAIL_IN_USE', message: 'すでに登録されているメールアドレスです' });
  });
});

describe('confirmEmailChange — POST /workerapi/email/confirm', () => {
  it('sends the token and returns the worker with the new address', async () => {
    const requests = reply([{ status: 200, body: { worker } }]);
    await expect(confirmEmailChange({ token: 'A'.repeat(43) })).resolves.toEqual({ worker });
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/workerapi/email/confirm' });
    expect(JSON.parse(String(requests[0]?.data))).toEqual({ token: 'A'.repeat(43) });
  });
});
