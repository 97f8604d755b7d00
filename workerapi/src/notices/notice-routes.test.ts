import type { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import type { AppEnv } from '../http/app-env';
import { bearer as auth, jsonRequest, withTwoWorkerApp, type ErrorJson } from '../test-context';
import { createNotice } from './notice-repository';

let app: Hono<AppEnv>;
let db: Db;
withTwoWorkerApp(['notices', 'notice_reads'], (t) => {
  ({ app, db } = t);
});

// notices

interface NoticesJson { notices: { id: string; title: string; read: boolean }[]; unreadCount: number }

describe('notices with per-worker read state', () => {
  const ids = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000003'];
  beforeEach(async () => {
    const day = 24 * 60 * 60 * 1000;
    await createNotice(db, { id: ids[0], title: '古い', body: '本文1', publishedAt: new Date(Date.now() - 3 * day) });
    await createNotice(db, { id: ids[1], title: '新しい', body: '本文2', publishedAt: new Date(Date.now() - day) });
    await createNotice(db, { id: ids[2], title: '予約投稿', body: '未来', publishedAt: new Date(Date.now() + day) });
  });

  it('lists published notices newest first, all unread at first', async () => {
    const res = await app.request('/workerapi/notices', { headers: auth('tok-a') });
    expect(res.status).toBe(200);
    const body = (await res.json()) as NoticesJson;
    expect(body.notices.map((n) => n.title)).toEqual(['新しい', '古い']);
    expect(body.notices.every((n) => !n.read)).toBe(true);
    expect(body.unreadCount).toBe(2);
  });

  it('opening one marks it read for that worker only', async () => {
    const open = await app.request(`/workerapi/notices/${ids[1]}`, { headers: auth('tok-a') });
    expect(((await open.json()) as { notice: { body: string; read: boolean } }).notice).toMatchObject({ body: '本文2', read: false });
    const read = await app.request(`/workerapi/notices/${ids[1]}/read`, jsonRequest('POST', {}, auth('tok-a')));
    expect(read.status).toBe(200);
    expect(((await read.json()) as { notice: { read: boolean } }).notice.read).toBe(true);
    // twice is fine
    expect((await app.request(`/workerapi/notices/${ids[1]}/read`, jsonRequest('POST', {}, auth('tok-a')))).status).toBe(200);

    const a = (await (await app.request('/workerapi/notices', { headers: auth('tok-a') })).json()) as NoticesJson;
    expect(a.unreadCount).toBe(1);
    expect(a.notices.find((n) => n.id === ids[1])?.read).toBe(true);
    const b = (await (await app.request('/workerapi/notices', { headers: auth('tok-b') })).json()) as NoticesJson;
    expect(b.unreadCount).toBe(2);
  });

  it('an unknown, malformed or not yet published notice is a 404', async () => {
    for (const id of ['00000000-0000-4000-8000-00000000dead', 'not-a-uuid', ids[2]]) {
      const res = await app.request(`/workerapi/notices/${id}`, { headers: auth('tok-a') });
      expect(res.status).toBe(404);
      expect(((await res.json()) as ErrorJson).error.message).toBe('お知らせが見つかりませんでした。');
      expect((await app.request(`/workerapi/notices/${id}/read`, jsonRequest('POST', {}, auth('tok-a')))).status).toBe(404);
    }
  });
});
