import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createLogger } from '../logger';
import { createTestContext, jsonRequest, type TestContext } from '../test-context';
import { addDays, tokyoDate, tokyoInstant } from 'features/domain';
import { createConfirmedShift } from '../shifts/operator-shift-writes';
import { createWorker } from '../workers/worker-repository';
import { createCustomer, insertReservations, type NewReservation } from './reservation-repository';

let t: TestContext;
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

let workerA: string;
let workerB: string;
let customerA: string;
let customerB: string;
beforeEach(async () => {
  await sql`truncate workers, idempotency_keys, customers, reservations, reservation_events, worker_events cascade`.execute(t.db);
  workerA = (await createWorker(t.db, { email: 'a@example.jp', name: 'A', firebaseUid: 'uid-a', charge: 12000, margin: 30 })).id;
  workerB = (await createWorker(t.db, { email: 'b@example.jp', name: 'B', firebaseUid: 'uid-b', margin: 20 })).id;
  t.verifier.issue('tok-a', { uid: 'uid-a', email: 'a@example.jp' });
  t.verifier.issue('tok-b', { uid: 'uid-b', email: 'b@example.jp' });
  customerA = (await createCustomer(t.db, { displayName: '佐藤 美咲', area: '東京都世田谷区', standingNotes: '小型犬がいます。' })).id;
  customerB = (await createCustomer(t.db, { displayName: '鈴木 健一', area: '東京都目黒区' })).id;
});

const auth = (token: string, key?: string): Record<string, string> => ({
  authorization: `Bearer ${token}`,
  ...(key ? { 'idempotency-key': key } : {}),
});
const get = (path: string, token = 'tok-a') => t.app.request(`/workerapi${path}`, { headers: auth(token) });
const post = (path: string, body: unknown = {}, token = 'tok-a', key?: string) =>
  t.app.request(`/workerapi${path}`, jsonRequest('POST', body, auth(token, key)));

/** A reservation of `workerId` starting `startInHours` from now, lasting `hours`. */
async function reservation(over: Partial<NewReservation> & { startInHours?: number; hours?: number } = {}): Promise<string> {
  const { startInHours = 48, hours = 2, ...rest } = over;
  const startsAt = new Date(Date.now() + startInHours * HOUR);
  const [row] = await insertReservations(t.db, [
    {
      workerId: workerA,
      customerId: customerA,
      status: 'requested',
      startsAt,
      endsAt: new Date(startsAt.getTime() + hours * HOUR),
      course: 'スタンダードコース',
      courseMinutes: hours * 60,
      charge: 12000,
      answerDeadline: new Date(Date.now() + 3 * HOUR),
      area: '東京都世田谷区',
      address: '東京都世田谷区三軒茶屋2-14-5',
      accessNotes: 'オートロック 301',
      requestedAt: new Date(Date.now() - HOUR),
      ...rest,
    },
  ]);
  if (!row) throw new Error('not inserted');
  return row.id;
}

interface Detail {
  id: string;
  status: string;
  margin: number;
  takeHome: number;
  marginFixed: boolean;
  address: string | null;
  accessNotes: string | null;
  history: { status: string; actor: string }[];
}
const detailOf = async (res: Response): Promise<Detail> => ((await res.json()) as { reservation: Detail }).reservation;
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string; fields?: Record<string, string[]> } }).error;

describe('GET /workerapi/reservations', () => {
  it('needs a token', async () => {
    expect((await t.app.request('/workerapi/reservations?tab=requests')).status).toBe(401);
  });

  it("lists the caller's own requests by deadline with counts, never another worker's", async () => {
    const later = await reservation({ answerDeadline: new Date(Date.now() + 5 * HOUR) });
    const sooner = await reservation({ answerDeadline: new Date(Date.now() + 1 * HOUR), startInHours: 100 });
    await reservation({ workerId: workerB, customerId: customerB });
    await reservation({ status: 'confirmed', startInHours: 200, margin: 30, takeHome: 8400, answeredAt: new Date() });
    const res = await get('/reservations?tab=requests');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { reservations: { id: string; takeHome: number; marginFixed: boolean; customer: { displayName: string } }[]; counts: unknown; nextCursor: unknown };
    expect(body.reservations.map((r) => r.id)).toEqual([sooner, later]);
    expect(body.counts).toEqual({ requests: 2, upcoming: 1, past: 0 });
    // before acceptance: an estimate with the worker's current margin (12000 × 70 % = 8400)
    expect(body.reservations[0]).toMatchObject({ takeHome: 8400, marginFixed: false, customer: { displayName: '佐藤 美咲' } });
    expect(body.nextCursor).toBeNull();
  });

  it('pages 過去 newest first with a cursor; a forged cursor is a 400', async () => {
    const list: NewReservation[] = [];
    for (let i = 1; i <= 25; i += 1) {
      const startsAt = new Date(Date.now() - i * 24 * HOUR);
      list.push({
        workerId: workerA, customerId: customerA, status: 'completed', startsAt, endsAt: new Date(startsAt.getTime() + HOUR),
        course: 'お試しコース', courseMinutes: 60, charge: 6000, margin: 30, takeHome: 4200, answerDeadline: startsAt,
        area: '東京都世田谷区', address: 'x', requestedAt: new Date(startsAt.getTime() - 48 * HOUR), answeredAt: startsAt, completedAt: startsAt,
      });
    }
    await insertReservations(t.db, list);
    const first = (await (await get('/reservations?tab=past')).json()) as { reservations: { startsAt: string }[]; nextCursor: string };
    expect(first.reservations).toHaveLength(20);
    const starts = first.reservations.map((r) => r.startsAt);
    expect([...starts].sort().reverse()).toEqual(starts);
    const second = (await (await get(`/reservations?tab=past&cursor=${first.nextCursor}`)).json()) as { reservations: unknown[]; nextCursor: unknown };
    expect(second.reservations).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    const bad = await get('/reservations?tab=past&cursor=nonsense');
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).code).toBe('CURSOR_INVALID');
    expect((await get('/reservations?tab=everything')).status).toBe(400);
  });

  it('a request past its deadline reads as 期限切れ (under 過去) with a system history entry', async () => {
    const id = await reservation({ answerDeadline: new Date(Date.now() - 1000) });
    const body = (await (await get('/reservations?tab=past')).json()) as { reservations: { id: string; status: string }[]; counts: { requests: number } };
    expect(body.reservations).toEqual([expect.objectContaining({ id, status: 'expired' })]);
    expect(body.counts.requests).toBe(0);
    const detail = await detailOf(await get(`/reservations/${id}`));
    expect(detail.history.map((h) => `${h.status}/${h.actor}`)).toEqual(['requested/customer', 'expired/system']);
  });
});

describe('GET /workerapi/reservations/{id}', () => {
  it("another worker's reservation, an unknown and a malformed id are all 404", async () => {
    const theirs = await reservation({ workerId: workerB, customerId: customerB });
    for (const path of [`/reservations/${theirs}`, '/reservations/00000000-0000-4000-8000-000000000000', '/reservations/not-an-id']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect((await errorOf(res)).code).toBe('RESERVATION_NOT_FOUND');
    }
  });

  it('shows the address only while 確定 (and up to 24 h after the end)', async () => {
    const requested = await reservation();
    expect(await detailOf(await get(`/reservations/${requested}`))).toMatchObject({ address: null, accessNotes: null });
    const confirmed = await reservation({ status: 'confirmed', margin: 30, takeHome: 8400, answeredAt: new Date() });
    const res = await get(`/reservations/${confirmed}`);
    // never kept by the service worker: a cached address would outlive its window
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await detailOf(res)).toMatchObject({ address: '東京都世田谷区三軒茶屋2-14-5', accessNotes: 'オートロック 301' });
    const longAgo = await reservation({ status: 'confirmed', startInHours: -30, hours: 2, margin: 30, takeHome: 8400, answeredAt: new Date() });
    expect((await detailOf(await get(`/reservations/${longAgo}`))).address).toBeNull();
  });
});

describe('POST /workerapi/reservations/{id}/accept', () => {
  it('confirms, fixes the margin and the take-home, and a later margin change does not move them', async () => {
    const id = await reservation();
    const res = await post(`/reservations/${id}/accept`, {}, 'tok-a', 'accept-1');
    expect(res.status).toBe(200);
    expect(await detailOf(res)).toMatchObject({ status: 'confirmed', margin: 30, takeHome: 8400, marginFixed: true, address: '東京都世田谷区三軒茶屋2-14-5' });
    await t.db.updateTable('workers').set({ margin: 50 }).where('id', '=', workerA).execute();
    expect(await detailOf(await get(`/reservations/${id}`))).toMatchObject({ margin: 30, takeHome: 8400 });
  });

  it("publishes the change to the worker's own event stream once (their other tabs follow it), never to another worker", async () => {
    const id = await reservation();
    const events = () => t.db.selectFrom('worker_events').select(['worker_id', 'type', 'data']).orderBy('id').execute();
    expect(await events()).toEqual([]);
    expect((await post(`/reservations/${id}/accept`, {}, 'tok-a', 'accept-ev')).status).toBe(200);
    expect((await post(`/reservations/${id}/accept`, {}, 'tok-a', 'accept-ev')).status).toBe(200); // the same key again: replayed
    expect((await post(`/reservations/${id}/accept`, {}, 'tok-b', 'accept-b')).status).toBe(404);
    const declined = await reservation();
    expect((await post(`/reservations/${declined}/decline`, { reasonCode: 'schedule' }, 'tok-a', 'decline-ev')).status).toBe(200);
    const rows = (await events()).map((e) => ({ ...e, data: typeof e.data === 'string' ? JSON.parse(e.data) : e.data }));
    expect(rows).toEqual([
      { worker_id: workerA, type: 'reservation', data: { id, status: 'confirmed' } },
      { worker_id: workerA, type: 'reservation', data: { id: declined, status: 'declined' } },
    ]);
  });

  it('10 concurrent duplicate accepts (same Idempotency-Key) apply once and answer the same', async () => {
    const id = await reservation();
    const results = await Promise.all(Array.from({ length: 10 }, () => post(`/reservations/${id}/accept`, {}, 'tok-a', 'same-key')));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
    const ok = results.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThan(0);
    const bodies = await Promise.all(ok.map((r) => r.json()));
    for (const b of bodies) expect(b).toEqual(bodies[0]);
    for (const r of results.filter((x) => x.status === 409)) expect((await errorOf(r)).code).toBe('IDEMPOTENCY_IN_PROGRESS');
    const events = await t.db.selectFrom('reservation_events').select('status').where('reservation_id', '=', id).where('status', '=', 'confirmed').execute();
    expect(events).toHaveLength(1);
    // a retry after the fact is replayed, not run again
    const retry = await post(`/reservations/${id}/accept`, {}, 'tok-a', 'same-key');
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotency-replayed')).toBe('true');
  });

  it('10 concurrent accepts with different keys: one wins, the others get 409 with the current state', async () => {
    const id = await reservation();
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => post(`/reservations/${id}/accept`, {}, 'tok-a', `k-${i}`)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(9);
    expect((await errorOf(refused[0] as Response)).message).toContain('「確定」');
  });

  it('accept after the customer cancelled → 409 naming the current state', async () => {
    const id = await reservation();
    expect((await post(`/dev/reservations/${id}/cancel`)).status).toBe(200);
    const res = await post(`/reservations/${id}/accept`, {}, 'tok-a', 'k');
    expect(res.status).toBe(409);
    const error = await errorOf(res);
    expect(error.code).toBe('RESERVATION_STATE_CHANGED');
    expect(error.message).toBe('この予約はすでに「キャンセル」になっているため、操作できませんでした。');
    expect((await detailOf(await get(`/reservations/${id}`))).status).toBe('cancelled');
  });

  it('accept of an expired request → 409 期限切れ', async () => {
    const id = await reservation({ answerDeadline: new Date(Date.now() - 1000) });
    const res = await post(`/reservations/${id}/accept`);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toContain('「期限切れ」');
  });

  it('refuses an overlap with another confirmed reservation, travel buffer included, naming the clash', async () => {
    await reservation({ status: 'confirmed', startInHours: 48, hours: 2, margin: 30, takeHome: 8400, answeredAt: new Date() });
    // starts 20 minutes after the confirmed one ends: inside the 30-minute buffer
    const close = await reservation({ customerId: customerB, startInHours: 50 + 20 / 60, hours: 1 });
    const res = await post(`/reservations/${close}/accept`);
    expect(res.status).toBe(409);
    const error = await errorOf(res);
    expect(error.code).toBe('RESERVATION_CONFLICT');
    expect(error.message).toMatch(/佐藤 美咲 様の予約（前後の移動時間30分を含む）と重なるため承諾できません。$/);
    // 30 minutes after: fine
    const apart = await reservation({ customerId: customerB, startInHours: 50.5, hours: 1 });
    expect((await post(`/reservations/${apart}/accept`)).status).toBe(200);
  });

  it("another worker's reservation → 404, and it stays untouched", async () => {
    const theirs = await reservation({ workerId: workerB, customerId: customerB });
    expect((await post(`/reservations/${theirs}/accept`)).status).toBe(404);
    expect((await detailOf(await get(`/reservations/${theirs}`, 'tok-b'))).status).toBe('requested');
  });
});

describe('a request that overlaps a 確定 shift', () => {
  // A week ahead, in Tokyo: 10:00〜17:00 at 渋谷店 (as /mypage/shift-list shows it).
  const day = addDays(tokyoDate(new Date()), 7);
  const [, month, date] = day.split('-').map(Number);
  const at = (hour: number, minute = 0) => tokyoInstant(day, hour, minute);
  const shiftOverlapsOf = async (res: Response) => ((await res.json()) as { reservation: { shiftOverlaps?: unknown } }).reservation.shiftOverlaps;
  beforeEach(async () => {
    await createConfirmedShift(t.db, { workerId: workerA, date: day, startTime: '10:00', endTime: '17:00', place: '渋谷店' });
    // another worker's shift at the same time never concerns A
    await createConfirmedShift(t.db, { workerId: workerB, date: day, startTime: '08:00', endTime: '23:00', place: '池袋店' });
  });

  it('the detail names the shifts it comes within the travel buffer of; none outside it, none for a final status', async () => {
    const inside = await reservation({ startsAt: at(12), endsAt: at(14) });
    expect(await shiftOverlapsOf(await get(`/reservations/${inside}`))).toEqual([{ date: day, startTime: '10:00', endTime: '17:00', place: '渋谷店' }]);
    // 20 minutes after the shift ends: no time to get there
    const tooClose = await reservation({ startsAt: at(17, 20), endsAt: at(18, 20) });
    expect(await shiftOverlapsOf(await get(`/reservations/${tooClose}`))).toHaveLength(1);
    // 30 minutes after: fine
    const apart = await reservation({ startsAt: at(17, 30), endsAt: at(18, 30) });
    expect(await shiftOverlapsOf(await get(`/reservations/${apart}`))).toEqual([]);
    const cancelled = await reservation({ startsAt: at(12), endsAt: at(14), status: 'cancelled', cancelledAt: new Date(), cancelledBy: 'customer' });
    expect(await shiftOverlapsOf(await get(`/reservations/${cancelled}`))).toBeUndefined();
  });

  it('a reservation across midnight meets the next morning\'s shift', async () => {
    const nextDay = addDays(day, 1);
    await createConfirmedShift(t.db, { workerId: workerA, date: nextDay, startTime: '00:30', endTime: '05:00', place: '新宿店' });
    const late = await reservation({ startsAt: at(23), endsAt: tokyoInstant(nextDay, 0, 30) });
    expect(await shiftOverlapsOf(await get(`/reservations/${late}`))).toEqual([{ date: nextDay, startTime: '00:30', endTime: '05:00', place: '新宿店' }]);
  });

  it('accept is refused (422) naming the shift until the worker acknowledges it; then it is confirmed and still names it', async () => {
    const id = await reservation({ startsAt: at(12), endsAt: at(14) });
    const refused = await post(`/reservations/${id}/accept`, {}, 'tok-a', 'k-1');
    expect(refused.status).toBe(422);
    const error = await errorOf(refused);
    expect(error.code).toBe('SHIFT_OVERLAP_NOT_ACKNOWLEDGED');
    expect(error.message).toBe(
      `この時間は確定したシフト（${month}月${date}日 10:00〜17:00 渋谷店）と重なっています（前後の移動時間30分を含む）。ページを読み込み直し、内容を確認してから承諾してください。`,
    );
    expect((await detailOf(await get(`/reservations/${id}`))).status).toBe('requested');

    const accepted = await post(`/reservations/${id}/accept`, { shiftOverlapAcknowledged: true }, 'tok-a', 'k-2');
    expect(accepted.status).toBe(200);
    const body = (await accepted.json()) as { reservation: { status: string; shiftOverlaps?: unknown[] } };
    expect(body.reservation.status).toBe('confirmed');
    expect(body.reservation.shiftOverlaps).toHaveLength(1);
  });

  it('a request clear of every shift is accepted with or without the acknowledgement; a malformed one is a 400', async () => {
    const apart = await reservation({ startsAt: at(18), endsAt: at(19) });
    expect((await post(`/reservations/${apart}/accept`, { shiftOverlapAcknowledged: 'yes' })).status).toBe(400);
    expect((await post(`/reservations/${apart}/accept`, { shiftOverlapAcknowledged: true })).status).toBe(200);
    const other = await reservation({ customerId: customerB, startsAt: at(20), endsAt: at(21) });
    expect((await post(`/reservations/${other}/accept`)).status).toBe(200);
  });

  it('an overlap with another reservation is still refused outright (409), acknowledged shift or not', async () => {
    await reservation({ startsAt: at(12), endsAt: at(14), status: 'confirmed', margin: 30, takeHome: 8400, answeredAt: new Date() });
    const id = await reservation({ customerId: customerB, startsAt: at(13), endsAt: at(15) });
    const res = await post(`/reservations/${id}/accept`, { shiftOverlapAcknowledged: true });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).code).toBe('RESERVATION_CONFLICT');
  });
});

describe('decline, complete, cancel', () => {
  it('decline needs a reason from the list, and a text for その他', async () => {
    const id = await reservation();
    const none = await post(`/reservations/${id}/decline`, {});
    expect(none.status).toBe(400);
    expect((await errorOf(none)).fields).toHaveProperty('reasonCode');
    const other = await post(`/reservations/${id}/decline`, { reasonCode: 'other', reasonText: '  ' });
    expect(other.status).toBe(400);
    expect((await errorOf(other)).fields?.reasonText).toEqual(['理由を入力してください']);
    const ok = await post(`/reservations/${id}/decline`, { reasonCode: 'distance' });
    expect(ok.status).toBe(200);
    expect(await detailOf(ok)).toMatchObject({ status: 'declined' });
    expect((await post(`/reservations/${id}/accept`)).status).toBe(409);
  });

  it('complete only after the start', async () => {
    const future = await reservation({ status: 'confirmed', margin: 30, takeHome: 8400, answeredAt: new Date() });
    const early = await post(`/reservations/${future}/complete`);
    expect(early.status).toBe(422);
    expect((await errorOf(early)).code).toBe('RESERVATION_NOT_STARTED');
    const started = await reservation({ status: 'confirmed', startInHours: -1, margin: 30, takeHome: 8400, answeredAt: new Date() });
    const done = await post(`/reservations/${started}/complete`);
    expect(done.status).toBe(200);
    expect((await detailOf(done)).history.map((h) => h.status)).toEqual(['requested', 'confirmed', 'completed']);
    expect((await post(`/reservations/${started}/cancel`, { reasonCode: 'health' })).status).toBe(409);
  });

  it('cancel within 24 h of the start needs the acknowledgement; a request cannot be cancelled by the worker', async () => {
    const soon = await reservation({ status: 'confirmed', startInHours: 5, margin: 30, takeHome: 8400, answeredAt: new Date() });
    const unacknowledged = await post(`/reservations/${soon}/cancel`, { reasonCode: 'health' });
    expect(unacknowledged.status).toBe(422);
    expect((await errorOf(unacknowledged)).code).toBe('LATE_CANCEL_NOT_ACKNOWLEDGED');
    const ok = await post(`/reservations/${soon}/cancel`, { reasonCode: 'health', lateCancelAcknowledged: true });
    expect(ok.status).toBe(200);
    expect(await detailOf(ok)).toMatchObject({ status: 'cancelled', address: null });
    const request = await reservation();
    expect((await post(`/reservations/${request}/cancel`, { reasonCode: 'schedule' })).status).toBe(409);
  });
});

describe('GET /workerapi/users/{id}', () => {
  it('a customer of mine: profile, counts and the next reservation', async () => {
    const next = await reservation({ status: 'confirmed', startInHours: 30, margin: 30, takeHome: 8400, answeredAt: new Date() });
    await reservation({ startInHours: 90 });
    const res = await get(`/users/${customerA}`);
    expect(res.status).toBe(200);
    const { user } = (await res.json()) as { user: Record<string, unknown> };
    expect(user).toMatchObject({ id: customerA, displayName: '佐藤 美咲', area: '東京都世田谷区', standingNotes: '小型犬がいます。', reservationCount: 2, completedCount: 0 });
    expect(user.nextReservation).toMatchObject({ id: next });
  });

  it("another worker's customer, an unknown and a malformed id answer the same 404", async () => {
    await reservation({ workerId: workerB, customerId: customerB });
    const bodies: unknown[] = [];
    for (const id of [customerB, '00000000-0000-4000-8000-000000000000', 'abc']) {
      const res = await get(`/users/${id}`);
      expect(res.status, id).toBe(404);
      bodies.push(await res.json());
    }
    expect(bodies[0]).toEqual({ error: { code: 'CUSTOMER_NOT_FOUND', message: 'お探しのページが見つかりませんでした。' } });
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    expect((await get(`/users/${customerB}`, 'tok-b')).status).toBe(200);
  });
});

describe('GET /workerapi/reservations/summary', () => {
  it('the next confirmed reservation and the open requests with the nearest deadline', async () => {
    const deadline = new Date(Date.now() + 2 * HOUR);
    await reservation({ answerDeadline: deadline });
    await reservation({ answerDeadline: new Date(Date.now() + 20 * HOUR), startInHours: 100 });
    const next = await reservation({ status: 'confirmed', startInHours: 30, margin: 30, takeHome: 8400, answeredAt: new Date() });
    const body = (await (await get('/reservations/summary')).json()) as Record<string, unknown>;
    expect(body).toMatchObject({ openRequests: 2, nearestDeadline: deadline.toISOString(), next: { id: next, customerName: '佐藤 美咲' } });
  });
});

describe('dev routes (/workerapi/dev/…)', () => {
  it('create a request for a worker by e-mail, which the worker then sees', async () => {
    const res = await post('/dev/reservations', { workerEmail: 'A@example.jp', course: 'お試しコース', minutes: 60, charge: 6000 });
    expect(res.status).toBe(201);
    const { reservation: r } = (await res.json()) as { reservation: { id: string; status: string } };
    expect(r.status).toBe('requested');
    expect(await detailOf(await get(`/reservations/${r.id}`))).toMatchObject({ status: 'requested', takeHome: 4200 });
    expect((await post('/dev/reservations', { workerEmail: 'nobody@example.jp' })).status).toBe(404);
  });

  it('do not exist in production', async () => {
    const app = createApp({ db: t.db, verifier: t.verifier, logger: createLogger('silent'), config: { appEnv: 'production', signupAdminKey: 'k' } });
    const res = await app.request('/workerapi/dev/reservations', jsonRequest('POST', { workerEmail: 'a@example.jp' }));
    expect(res.status).toBe(404);
    expect((await app.request('/workerapi/dev/reservations/00000000-0000-4000-8000-000000000000/cancel', { method: 'POST' })).status).toBe(404);
  });
});
