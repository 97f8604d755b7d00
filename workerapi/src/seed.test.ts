import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Db } from './db/database';
import { createTestDatabase } from './db/test-database';
import { seedDemo, type SeedAdminAuth } from './seed';
import { createWorker } from './workers/worker-repository';

const demo = { email: 'demo@example.jp', password: 'demo1234', name: '山田 花子', charge: 12000, margin: 30 };

/** An in-memory stand-in for the Auth emulator's admin API. */
function fakeAdminAuth() {
  const users = new Map<string, { uid: string; email: string; password: string; displayName: string }>();
  let next = 1;
  const auth: SeedAdminAuth = {
    getUserByEmail(email) {
      const user = [...users.values()].find((u) => u.email === email);
      return user ? Promise.resolve(user) : Promise.reject(Object.assign(new Error('no user'), { code: 'auth/user-not-found' }));
    },
    createUser({ email, password, displayName }) {
      const user = { uid: `uid-${next++}`, email, password, displayName };
      users.set(user.uid, user);
      return Promise.resolve(user);
    },
    updateUser(uid, changes) {
      const user = users.get(uid);
      if (!user) return Promise.reject(new Error('missing'));
      Object.assign(user, changes);
      return Promise.resolve(user);
    },
  };
  return { auth, users };
}

let db: Db;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.destroy();
});
beforeEach(async () => {
  await sql`truncate workers cascade`.execute(db);
});

describe('seedDemo', () => {
  it('creates the emulator user and a linked worker, and running it again changes nothing', async () => {
    const { auth, users } = fakeAdminAuth();
    const first = await seedDemo({ db, demo, adminAuth: auth });
    expect(first.createdAuthUser).toBe(true);
    expect([...users.values()]).toEqual([{ uid: 'uid-1', email: 'demo@example.jp', password: 'demo1234', displayName: '山田 花子' }]);
    expect(first.worker).toMatchObject({ email: 'demo@example.jp', name: '山田 花子', charge: 12000, margin: 30, firebase_uid: 'uid-1' });

    // A password changed since (e.g. on /mypage/password) is kept: resetting it would revoke the user's tokens.
    const user = users.get('uid-1');
    if (user) user.password = 'changed-by-user';
    const second = await seedDemo({ db, demo, adminAuth: auth });
    expect(second.createdAuthUser).toBe(false);
    expect(users.get('uid-1')?.password).toBe('changed-by-user');
    expect(second.worker.id).toBe(first.worker.id);
    expect(users.size).toBe(1);
    expect(await db.selectFrom('workers').select('id').execute()).toHaveLength(1);
  });

  it('re-links the worker when the emulator was reset (new uid for the same e-mail)', async () => {
    await createWorker(db, { email: 'demo@example.jp', name: '古い名前', firebaseUid: 'uid-before-reset' });
    const { auth } = fakeAdminAuth();
    const result = await seedDemo({ db, demo, adminAuth: auth });
    expect(result.worker).toMatchObject({ firebase_uid: 'uid-1', name: '山田 花子' });
  });

  it('without an emulator, ensures an unlinked worker row (linked by e-mail at first login)', async () => {
    const result = await seedDemo({ db, demo });
    expect(result.worker).toMatchObject({ email: 'demo@example.jp', firebase_uid: null, charge: 12000, margin: 30 });
    expect(result.firebaseUid).toBeNull();
  });
});
