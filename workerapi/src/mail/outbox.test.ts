import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppEnv } from '../config';
import { createApp } from '../app';
import { createFakeTokenVerifier } from '../auth/fake-token-verifier';
import { createFakeIdentityAdmin } from '../auth/identity-admin';
import { createTestDatabase } from '../db/test-database';
import type { Db } from '../db/database';
import { createLogger } from '../logger';
import { createMailer } from './create-mailer';
import { createOutboxMailer, readOutbox } from './outbox';

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'outbox-test-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the local outbox', () => {
  it('keeps each mail as a file; reads them newest first, filtered by recipient (case-insensitive)', async () => {
    let clock = Date.parse('2030-01-01T00:00:00Z');
    const mailer = createOutboxMailer({ dir, from: 'ワーカー <no-reply@localhost>', now: () => new Date((clock += 1000)) });
    await mailer.send({ to: 'a@example.jp', subject: '一通目', text: '本文1' });
    await mailer.send({ to: 'b@example.jp', subject: '二通目', text: '本文2' });
    await mailer.send({ to: 'a@example.jp', subject: '三通目', text: '本文3' });
    await writeFile(join(dir, 'zzz-broken.json'), '{ not json');

    const all = await readOutbox(dir);
    expect(all.map((m) => m.subject)).toEqual(['三通目', '二通目', '一通目']);
    expect(all[0]).toMatchObject({ from: 'ワーカー <no-reply@localhost>', to: 'a@example.jp', text: '本文3' });
    expect((await readOutbox(dir, { to: 'A@Example.jp' })).map((m) => m.subject)).toEqual(['三通目', '一通目']);
    expect(await readOutbox(join(dir, 'missing'))).toEqual([]);
  });

  it('createMailer: SMTP when SMTP_URL is set, the outbox in local/test, none in staging/production', () => {
    const mail = { smtpUrl: undefined, from: 'x@localhost', outboxDir: dir };
    expect(createMailer(mail, 'local').kind).toBe('outbox');
    expect(createMailer(mail, 'test').kind).toBe('outbox');
    expect(createMailer(mail, 'staging').kind).toBe('disabled');
    expect(createMailer(mail, 'production').kind).toBe('disabled');
    expect(createMailer({ ...mail, smtpUrl: 'smtp://user:pass@127.0.0.1:2525' }, 'production').kind).toBe('smtp');
  });

  it('with no transport (production without SMTP_URL) sending fails as "not configured"', async () => {
    await expect(createMailer({ smtpUrl: undefined, from: 'x', outboxDir: dir }, 'production').send({ to: 'a@example.jp', subject: 's', text: 't' })).rejects.toMatchObject({
      name: 'MailSendError',
      notConfigured: true,
    });
  });
});

describe('GET /workerapi/__dev/outbox — local/test only', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.destroy();
  });

  function appFor(appEnv: AppEnv) {
    return createApp({
      db,
      verifier: createFakeTokenVerifier(),
      logger: createLogger('silent'),
      config: { appEnv, signupAdminKey: 'k' },
      emailChange: { identityAdmin: createFakeIdentityAdmin(), mailer: createOutboxMailer({ dir, from: 'x@localhost' }), outboxDir: dir },
    });
  }

  it.each(['local', 'test'] as const)('in %s lists the mails to an address', async (appEnv) => {
    await createOutboxMailer({ dir, from: 'x@localhost' }).send({ to: 'new@example.jp', subject: '確認', text: 'リンク' });
    const res = await appFor(appEnv).request('/workerapi/__dev/outbox?to=new@example.jp');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { mails: { to: string; subject: string }[] };
    expect(body.mails).toHaveLength(1);
    expect(body.mails[0]).toMatchObject({ to: 'new@example.jp', subject: '確認' });
    const none = (await (await appFor(appEnv).request('/workerapi/__dev/outbox?to=other@example.jp')).json()) as { mails: unknown[] };
    expect(none.mails).toEqual([]);
  });

  it('a malformed address is a 400 in Japanese', async () => {
    const res = await appFor('local').request('/workerapi/__dev/outbox?to=nope');
    expect(res.status).toBe(400);
  });

  it.each(['staging', 'production'] as const)('is NOT registered in %s (404)', async (appEnv) => {
    await createOutboxMailer({ dir, from: 'x@localhost' }).send({ to: 'new@example.jp', subject: '確認', text: 'リンク' });
    const res = await appFor(appEnv).request('/workerapi/__dev/outbox?to=new@example.jp');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('new@example.jp');
  });
});
