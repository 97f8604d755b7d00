import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { createTestDatabase } from '../db/test-database';
import { createWorker } from '../workers/worker-repository';
import { seedReservations } from './reservation-seed';
import { seedMessaging } from './messaging-seed';
import { unreadThreads } from './messaging-repository';

let db: Db;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.destroy();
});

describe('seedMessaging (local/test demo)', () => {
  it('writes three chats (one unread) and two inquiries (one answered), once', async () => {
    const worker = await createWorker(db, { email: 'demo@example.jp', name: 'デモ', firebaseUid: 'uid-demo', margin: 30 });
    await seedReservations({ db, demoWorkerId: worker.id, margin: 30 });
    await seedMessaging({ db, demoWorkerId: worker.id });
    await seedMessaging({ db, demoWorkerId: worker.id });
    const chats = await db.selectFrom('chats').select('id').where('worker_id', '=', worker.id).execute();
    expect(chats).toHaveLength(3);
    const inquiries = await db.selectFrom('inquiries').select(['status']).where('worker_id', '=', worker.id).orderBy('created_at').execute();
    expect(inquiries.map((i) => i.status)).toEqual(['in_progress', 'open']);
    const unread = await unreadThreads(db, worker.id);
    expect(unread.map((u) => [u.kind, u.unread])).toEqual([['chat', 1]]);
  });
});
