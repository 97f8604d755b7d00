import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createFakeTokenVerifier } from '../auth/fake-token-verifier';
import type { Db } from '../db/database';
import { createTestDatabase } from '../db/test-database';
import { captureLog } from './capture-log';
import { safeError, scrubMessage } from './safe-error';

let db: Db;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.destroy());

describe('issue 12 item 3: a failed statement never writes its parameters to the log', () => {
  it('a database error answers 500 SERVER_ERROR and the log has no bank number, e-mail or NUL parameter', async () => {
    const log = captureLog();
    const app = createApp({
      db,
      verifier: createFakeTokenVerifier(),
      logger: log.logger,
      config: { appEnv: 'test', signupAdminKey: 'k' },
      extraRoutes: (api) => {
        api.get('/__probe/db-error', async (c) => {
          // A unique-violation-like failure: the statement carries personal data as parameters.
          await sql`select ${'1234567'}::int + ${'taro@example.jp'}::int`.execute(db);
          return c.json({ ok: true });
        });
      },
    });
    const res = await app.request('/workerapi/__probe/db-error');
    expect(res.status).toBe(500);
    const logged = log.text();
    expect(logged).toContain('unhandled error');
    expect(logged).not.toContain('1234567');
    expect(logged).not.toContain('taro@example.jp');
  });

  it('scrubs quoted values, key details, e-mail addresses and long digit runs from messages', () => {
    expect(scrubMessage('invalid input syntax for type integer: "1234567"')).toBe('invalid input syntax for type integer: "…"');
    expect(scrubMessage('Key (email)=(a@b.jp) already exists.')).toBe('Key (email)=(…) already exists.');
    expect(scrubMessage('no mail to a@b.jp')).toBe('no mail to [e-mail]');
    expect(safeError(Object.assign(new Error('x'), { parameters: ['0123456'], code: '23505' }))).toEqual(
      expect.not.objectContaining({ parameters: expect.anything() }),
    );
  });
});
