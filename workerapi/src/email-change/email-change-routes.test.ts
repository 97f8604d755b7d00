import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, jsonRequest, TEST_APP_ORIGIN, type TestContext } from '../test-context';
import { createWorker } from '../workers/worker-repository';
import { hashEmailChangeToken } from './email-change-routes';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

let workerId = '';
beforeEach(async () => {
  await sql`truncate workers, idempotency_keys, email_changes, rate_limits cascade`.execute(t.db);
  t.mailer.sent.length = 0;
  t.mailer.failing = false;
  t.identityAdmin.users.clear();
  t.identityAdmin.failing = false;
  workerId = (await createWorker(t.db, { email: 'old@example.jp', name: '山田 花子', firebaseUid: 'uid-a' })).id;
  await createWorker(t.db, { email: 'other@example.jp', name: '他の人', firebaseUid: 'uid-b' });
  t.identityAdmin.users.set('uid-a', 'old@example.jp');
  t.identityAdmin.users.set('uid-b', 'other@example.jp');
  t.verifier.issue('tok-a', { uid: 'uid-a', email: 'old@example.jp' });
  t.verifier.issue('tok-b', { uid: 'uid-b', email: 'other@example.jp' });
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const post = (path: string, body: unknown, headers: Record<string, string> = as('tok-a')) =>
  t.app.request(`/workerapi${path}`, jsonRequest('POST', body, headers));
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string; fields?: Record<string, string[]> } }).error;
const tokenOfLastMail = (): string => {
  const text = t.mailer.sent.at(-1)?.text ?? '';
  const match = /\/mypage\/email\?confirm=([A-Za-z0-9_-]{43})/.exec(text);
  if (!match?.[1]) throw new Error(`no link in: ${text}`);
  return match[1];
};
const emailOf = async (id: string) => (await t.db.selectFrom('workers').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email;

describe('POST /workerapi/email — starts an e-mail change', () => {
  it('needs the password entered within 5 minutes (403 REAUTH_REQUIRED in Japanese): a stolen token of a long session cannot start it', async () => {
    t.verifier.issue('tok-old', { uid: 'uid-a', email: 'old@example.jp', authTime: Date.now() - 6 * 60 * 1000 });
    const res = await post('/email', { newEmail: 'new@example.jp' }, as('tok-old'));
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({ code: 'REAUTH_REQUIRED', message: 'セキュリティのため、パスワードをもう一度入力してからお試しください。' });
    t.verifier.issue('tok-unknown', { uid: 'uid-a', email: 'old@example.jp', authTime: null });
    expect((await post('/email', { newEmail: 'new@example.jp' }, as('tok-unknown'))).status).toBe(403);
    expect(t.mailer.sent).toHaveLength(0);
    expect(await t.db.selectFrom('email_changes').selectAll().execute()).toEqual([]);
    // Just reauthenticated (4 minutes ago): accepted.
    t.verifier.issue('tok-recent', { uid: 'uid-a', email: 'old@example.jp', authTime: Date.now() - 4 * 60 * 1000 });
    expect((await post('/email', { newEmail: 'new@example.jp' }, as('tok-recent'))).status).toBe(202);
  });

  it('mails a confirmation link to the new address and changes nothing yet (202)', async () => {
    const res = await post('/email', { newEmail: ' New@Example.JP ' });
    expect(res.status).toBe(202);
    const body = (await res.json()) as { sentTo: string; expiresAt: string };
    expect(body.sentTo).toBe('new@example.jp');
    const hours = (new Date(body.expiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    expect(t.mailer.sent).toHaveLength(1);
    const mail = t.mailer.sent[0];
    expect(mail?.to).toBe('new@example.jp');
    expect(mail?.subject).toBe('【ワーカー】メールアドレス変更の確認');
    expect(mail?.text).toContain('山田 花子 様');
    expect(mail?.text).toContain(`${TEST_APP_ORIGIN}/mypage/email?confirm=`);
    // Only the token's hash is stored; the provider and the row keep the old address.
    const token = tokenOfLastMail();
    const rows = await t.db.selectFrom('email_changes').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(hashEmailChangeToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(await emailOf(workerId)).toBe('old@example.jp');
    expect(t.identityAdmin.users.get('uid-a')).toBe('old@example.jp');
  });

  it('the same address as now → 400 in Japanese', async () => {
    const res = await post('/email', { newEmail: 'OLD@example.jp' });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: 'EMAIL_UNCHANGED', message: '現在と同じメールアドレスです。' });
    expect(t.mailer.sent).toHaveLength(0);
  });

  it.each([
    ['another worker', 'other@example.jp'],
    ['another provider user', 'provider-only@example.jp'],
  ])('issue 12 item 12: an address used by %s answers like a free one (202), stores nothing, and only its owner is told', async (_who, address) => {
    t.identityAdmin.users.set('uid-x', 'provider-only@example.jp');
    const res = await post('/email', { newEmail: address });
    expect(res.status).toBe(202);
    expect(Object.keys((await res.json()) as object).sort()).toEqual(['expiresAt', 'sentTo']);
    expect(await t.db.selectFrom('email_changes').selectAll().execute()).toHaveLength(0);
    expect(t.mailer.sent).toHaveLength(1);
    expect(t.mailer.sent[0]?.to).toBe(address);
    expect(t.mailer.sent[0]?.text).not.toMatch(/confirm=/);
  });

  it('issue 12 item 12: at most 5 requests an hour per worker, then 429 in Japanese', async () => {
    for (let i = 0; i < 5; i += 1) expect((await post('/email', { newEmail: `n${i}@example.jp` })).status).toBe(202);
    const res = await post('/email', { newEmail: 'n6@example.jp' });
    expect(res.status).toBe(429);
    expect(await errorOf(res)).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', message: '試行回数が多すぎます。しばらくしてからもう一度お試しください。' });
  });

  it.each([
    [{ newEmail: '' }, { newEmail: ['新しいメールアドレスを入力してください'] }],
    [{ newEmail: 'not-an-address' }, { newEmail: ['新しいメールアドレスの形式が正しくありません'] }],
    [{ newEmail: 'a@example.jp', workerId: 'someone-else' }, { workerId: ['登録されていない項目（workerId）は指定できません'] }],
  ])('bad input %j → 400 with Japanese field messages, never 500', async (body, fields) => {
    const res = await post('/email', body);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual(fields);
  });

  it('requires a signed-in worker', async () => {
    expect((await post('/email', { newEmail: 'new@example.jp' }, {})).status).toBe(401);
  });

  it('when the mail cannot be sent: 503 in Japanese and no pending change is left', async () => {
    t.mailer.failing = true;
    const res = await post('/email', { newEmail: 'new@example.jp' });
    expect(res.status).toBe(503);
    expect(await errorOf(res)).toMatchObject({ code: 'MAIL_SEND_FAILED', message: 'メールを送信できませんでした。時間をおいてもう一度お試しください。' });
    expect(await t.db.selectFrom('email_changes').selectAll().execute()).toEqual([]);
  });

  it('a new request replaces the pending one: the earlier link no longer works', async () => {
    await post('/email', { newEmail: 'first@example.jp' });
    const first = tokenOfLastMail();
    await post('/email', { newEmail: 'second@example.jp' });
    expect((await post('/email/confirm', { token: first })).status).toBe(400);
    expect((await post('/email/confirm', { token: tokenOfLastMail() })).status).toBe(200);
    expect(await emailOf(workerId)).toBe('second@example.jp');
  });
});

describe('POST /workerapi/email/confirm — the link was opened', () => {
  it('changes the provider and the database together, and tells the old address', async () => {
    await post('/email', { newEmail: 'new@example.jp' });
    const res = await post('/email/confirm', { token: tokenOfLastMail() });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { worker: { email: string } }).worker.email).toBe('new@example.jp');
    expect(await emailOf(workerId)).toBe('new@example.jp');
    expect(t.identityAdmin.users.get('uid-a')).toBe('new@example.jp');
    expect(t.mailer.sent.at(-1)).toMatchObject({ to: 'old@example.jp', subject: '【ワーカー】メールアドレスが変更されました' });
  });

  it('opening the link again says it is done (200), without changing anything twice', async () => {
    await post('/email', { newEmail: 'new@example.jp' });
    const token = tokenOfLastMail();
    await post('/email/confirm', { token });
    const again = await post('/email/confirm', { token }, { ...as('tok-a'), 'idempotency-key': 'fresh' });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { worker: { email: string } }).worker.email).toBe('new@example.jp');
  });

  it('when the provider fails, the database is not changed and the link still works later', async () => {
    await post('/email', { newEmail: 'new@example.jp' });
    const token = tokenOfLastMail();
    t.identityAdmin.failing = true;
    const failed = await post('/email/confirm', { token });
    expect(failed.status).toBe(500);
    expect(await emailOf(workerId)).toBe('old@example.jp');
    expect(t.identityAdmin.users.get('uid-a')).toBe('old@example.jp');

    t.identityAdmin.failing = false;
    expect((await post('/email/confirm', { token })).status).toBe(200);
    expect(await emailOf(workerId)).toBe('new@example.jp');
  });

  it('when the provider meanwhile gave the address to someone else: 409 and nothing changes', async () => {
    await post('/email', { newEmail: 'new@example.jp' });
    t.identityAdmin.users.set('uid-late', 'new@example.jp');
    const res = await post('/email/confirm', { token: tokenOfLastMail() });
    expect(res.status).toBe(409);
    expect(await emailOf(workerId)).toBe('old@example.jp');
  });

  it("another worker's link, an unknown or an expired one → 400 with one Japanese message", async () => {
    await post('/email', { newEmail: 'new@example.jp' });
    const token = tokenOfLastMail();
    const message = 'このリンクは無効か、有効期限が切れています。もう一度メールアドレスの変更を行ってください。';
    const foreign = await post('/email/confirm', { token }, as('tok-b'));
    expect(foreign.status).toBe(400);
    expect(await errorOf(foreign)).toMatchObject({ code: 'EMAIL_CHANGE_INVALID', message });
    expect((await post('/email/confirm', { token: 'x'.repeat(43) })).status).toBe(400);

    await t.db.updateTable('email_changes').set({ expires_at: new Date(Date.now() - 1000) }).execute();
    const expired = await post('/email/confirm', { token });
    expect(expired.status).toBe(400);
    expect(await errorOf(expired)).toMatchObject({ message });
    expect(await emailOf(workerId)).toBe('old@example.jp');
  });

  it('a malformed token → 400 with a Japanese field message', async () => {
    const res = await post('/email/confirm', { token: 'short' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ token: ['確認コードの形式が正しくありません'] });
  });
});
