// The authorization matrix (issue 12): every route the app registers has a row here, and each row proves who may
// call it — no token → 401, a provider account that is no worker → 403, another worker's ids → never their rows
// (404, or the answer the contract gives for "not yours"), the caller's own → 2xx. The routes come from the app
// (`app.routes`), so a new route without a row fails "every route has a row".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokyoMonth } from 'features/salary/server';
import { createLogger } from '../logger';
import { createRouteHarness, listRoutes, type Caller, type RouteHarness, type RouteKey } from './route-harness';

interface Req {
  method: string;
  path: string;
  json?: unknown;
  form?: () => FormData;
}
/**
 * public: anyone (no personal data); body-token: the ID token is in the body (login, sign-up);
 * token: any signed-in provider account (reference data); worker: a worker's own rows.
 */
type Access = 'public' | 'body-token' | 'token' | 'worker';
interface Row {
  access: Access;
  /** The caller's own request; must answer 2xx. */
  own: (h: RouteHarness, me: Caller) => Req | Promise<Req>;
  /** Someone else's ids in the request: `status` (default 404). Or why the route takes none. */
  others: { req: (h: RouteHarness, me: Caller) => Req | Promise<Req>; status?: number } | { none: string };
}

const FROM_TOKEN = 'the worker comes from the token; the request names no rows';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde, 0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
const photoForm = () => {
  const form = new FormData();
  form.append('image', new File([PNG], 'p.png', { type: 'image/png' }));
  return form;
};
const ACCOUNT = { bankCode: '0001', bankName: 'みずほ', branchCode: '001', branchName: '東京営業部', accountType: 'ordinary', accountNumber: '1234567', holderName: 'ヤマダ ハナコ' };

async function send(h: RouteHarness, req: Req, token?: string): Promise<Response> {
  const headers: Record<string, string> = {};
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  let body: RequestInit['body'];
  if (req.form) body = req.form();
  else if (req.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(req.json);
  }
  return h.app.request(req.path, { method: req.method, headers, ...(body === undefined ? {} : { body }) });
}

async function submitFirstDay(h: RouteHarness, who: Caller): Promise<string> {
  const res = await send(h, { method: 'POST', path: '/workerapi/shifts', json: { periodId: h.shifts.openPeriod.id, answers: [{ date: h.shifts.openPeriod.startsOn, answer: 'maru' }] } }, who.token);
  const body = (await res.json()) as { answers: { id: string; date: string }[] };
  const answer = body.answers.find((a) => a.date === h.shifts.openPeriod.startsOn);
  if (!answer) throw new Error(`no answer stored (${res.status})`);
  return answer.id;
}

async function pendingEmailToken(h: RouteHarness, who: Caller): Promise<string> {
  const newEmail = `${who.uid}-new@example.jp`;
  await send(h, { method: 'POST', path: '/workerapi/email', json: { newEmail } }, who.token);
  const mail = [...h.mailer.sent].reverse().find((m) => m.to === newEmail);
  const token = /confirm=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error('no confirmation mail');
  return token;
}

/**
 * The answer's text for a failure message. A text/event-stream never ends (GET /workerapi/events): its body is
 * cancelled (the route stops streaming) and only the status and headers count.
 */
async function answerText(res: Response): Promise<string> {
  if (res.headers.get('content-type')?.includes('text/event-stream')) {
    await res.body?.cancel();
    return `(event stream, ${res.status})`;
  }
  return res.text();
}

const firstNoticeId = async (h: RouteHarness) => (await h.db.selectFrom('notices').select('id').orderBy('id').executeTakeFirstOrThrow()).id;

/** Reads a JSON answer of a setup request, or fails naming the request. */
async function created<T>(res: Response, what: string): Promise<T> {
  if (res.status < 200 || res.status >= 300) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

interface DevReservation {
  id: string;
  customerId: string;
}
/** A customer requests `who` (POST /workerapi/dev/reservations, no token: the customer side); `extra` as the contract allows. */
async function devReservation(h: RouteHarness, who: Caller, extra: Record<string, unknown> = {}): Promise<DevReservation> {
  const res = await send(h, { method: 'POST', path: '/workerapi/dev/reservations', json: { workerEmail: who.email, ...extra } });
  return (await created<{ reservation: DevReservation }>(res, 'dev reservation')).reservation;
}
const HOUR_MS = 60 * 60 * 1000;
const confirmedReservation = (h: RouteHarness, who: Caller) => devReservation(h, who, { status: 'confirmed' });
/** A 確定 reservation that started an hour ago (it may be completed). */
const startedReservation = (h: RouteHarness, who: Caller) => devReservation(h, who, { status: 'confirmed', startsAt: new Date(Date.now() - HOUR_MS).toISOString() });

/** The chat of `who` with a customer of theirs (a reservation first; POST /workerapi/dev/chats acts as the customer). */
async function devChat(h: RouteHarness, who: Caller): Promise<string> {
  const r = await confirmedReservation(h, who);
  const res = await send(h, { method: 'POST', path: '/workerapi/dev/chats', json: { workerEmail: who.email, customerId: r.customerId } });
  return (await created<{ chat: { id: string } }>(res, 'dev chat')).chat.id;
}

let clientSeq = 0;
const clientId = () => `matrix-${Date.now()}-${clientSeq++}`;
const INQUIRY = { category: 'other', subject: '確認のお願い', body: 'シフトについて確認させてください。' };
/** An inquiry of `who`, made with their own token. */
async function inquiryOf(h: RouteHarness, who: Caller): Promise<string> {
  const res = await send(h, { method: 'POST', path: '/workerapi/inquiries', json: { ...INQUIRY, clientId: clientId() } }, who.token);
  return (await created<{ inquiry: { id: string } }>(res, 'inquiry')).inquiry.id;
}
const MESSAGE = () => ({ clientId: clientId(), text: 'よろしくお願いします。' });
const DEV_SIDE = 'local/test only (404 elsewhere): no token, it acts as the customer or operator of the row in the request';

const MATRIX: Record<string, Row> = {
  'GET /workerapi/health': { access: 'public', own: () => ({ method: 'GET', path: '/workerapi/health' }), others: { none: 'no data' } },
  'POST /workerapi/workers/login': {
    access: 'body-token',
    own: (_h, me) => ({ method: 'POST', path: '/workerapi/workers/login', json: { email: me.email, token: me.token } }),
    // My token with someone else's e-mail: never their worker.
    others: { req: (h, me) => ({ method: 'POST', path: '/workerapi/workers/login', json: { email: h.b.email, token: me.token } }), status: 401 },
  },
  'GET /workerapi/me': { access: 'worker', own: () => ({ method: 'GET', path: '/workerapi/me' }), others: { none: FROM_TOKEN } },
  'POST /workerapi/workers/check/signup-admin-key': {
    access: 'public',
    own: (h) => ({ method: 'POST', path: '/workerapi/workers/check/signup-admin-key', json: { adminKey: h.adminKey } }),
    others: { none: 'no data: answers whether the key is right' },
  },
  'POST /workerapi/workers/signup': {
    access: 'body-token',
    own: (h) => {
      h.verifier.issue('tok-newcomer', { uid: 'uid-newcomer', email: 'newcomer@example.jp' });
      return { method: 'POST', path: '/workerapi/workers/signup', json: { email: 'newcomer@example.jp', token: 'tok-newcomer', adminKey: h.adminKey } };
    },
    // Signing up with someone else's e-mail and my own token: refused, their worker untouched.
    others: { req: (h) => ({ method: 'POST', path: '/workerapi/workers/signup', json: { email: h.b.email, token: h.strangerToken, adminKey: h.adminKey } }), status: 401 },
  },
  'POST /workerapi/update': {
    access: 'worker',
    own: () => ({ method: 'POST', path: '/workerapi/update', json: { name: '山田 花子', nameKana: 'ヤマダ ハナコ', displayName: 'はなこ', phone: '090-1234-5678', bio: '' } }),
    others: { none: FROM_TOKEN },
  },
  'POST /workerapi/email': { access: 'worker', own: (_h, me) => ({ method: 'POST', path: '/workerapi/email', json: { newEmail: `${me.uid}-x@example.jp` } }), others: { none: FROM_TOKEN } },
  'POST /workerapi/email/confirm': {
    access: 'worker',
    own: async (h, me) => ({ method: 'POST', path: '/workerapi/email/confirm', json: { token: await pendingEmailToken(h, me) } }),
    // Another worker's link: the contract's one answer for "not yours, unknown or expired" (nothing to learn).
    others: { req: async (h) => ({ method: 'POST', path: '/workerapi/email/confirm', json: { token: await pendingEmailToken(h, await h.newCaller('matrix-c')) } }), status: 400 },
  },
  'POST /workerapi/update/image': { access: 'worker', own: () => ({ method: 'POST', path: '/workerapi/update/image', form: photoForm }), others: { none: FROM_TOKEN } },
  'GET /workerapi/me/image': {
    access: 'worker',
    own: async (h, me) => {
      await send(h, { method: 'POST', path: '/workerapi/update/image', form: photoForm }, me.token);
      return { method: 'GET', path: '/workerapi/me/image' };
    },
    others: { none: `${FROM_TOKEN} (?v= only busts caches)` },
  },
  'GET /workerapi/notices': { access: 'worker', own: () => ({ method: 'GET', path: '/workerapi/notices' }), others: { none: FROM_TOKEN } },
  'GET /workerapi/notices/:id': {
    access: 'worker',
    own: async (h) => ({ method: 'GET', path: `/workerapi/notices/${await firstNoticeId(h)}` }),
    others: { none: 'notices are published to every worker; the read state is the caller’s own' },
  },
  'POST /workerapi/notices/:id/read': {
    access: 'worker',
    own: async (h) => ({ method: 'POST', path: `/workerapi/notices/${await firstNoticeId(h)}/read`, json: {} }),
    others: { none: 'notices are published to every worker; the read state written is the caller’s own' },
  },
  'GET /workerapi/account': { access: 'worker', own: () => ({ method: 'GET', path: '/workerapi/account' }), others: { none: FROM_TOKEN } },
  'POST /workerapi/account': { access: 'worker', own: () => ({ method: 'POST', path: '/workerapi/account', json: ACCOUNT }), others: { none: FROM_TOKEN } },
  'GET /workerapi/banks': { access: 'token', own: () => ({ method: 'GET', path: '/workerapi/banks?q=みずほ' }), others: { none: 'public reference data (zengin)' } },
  'GET /workerapi/banks/:code/branches': { access: 'token', own: () => ({ method: 'GET', path: '/workerapi/banks/0001/branches?q=東京' }), others: { none: 'public reference data (zengin)' } },
  'POST /workerapi/__test/mypage/terms': { access: 'worker', own: () => ({ method: 'POST', path: '/workerapi/__test/mypage/terms', json: { charge: 10000, margin: 20 } }), others: { none: FROM_TOKEN } },
  'GET /workerapi/shifts': { access: 'worker', own: () => ({ method: 'GET', path: '/workerapi/shifts' }), others: { none: FROM_TOKEN } },
  'POST /workerapi/shifts': {
    access: 'worker',
    own: (h) => ({ method: 'POST', path: '/workerapi/shifts', json: { periodId: h.shifts.openPeriod.id, answers: [{ date: h.shifts.openPeriod.startsOn, answer: 'sankaku' }] } }),
    others: { none: 'periods are shared; answers are written for the caller only' },
  },
  'DELETE /workerapi/shifts/:id': {
    access: 'worker',
    own: async (h, me) => ({ method: 'DELETE', path: `/workerapi/shifts/${await submitFirstDay(h, me)}` }),
    others: { req: async (h) => ({ method: 'DELETE', path: `/workerapi/shifts/${await submitFirstDay(h, h.b)}` }) },
  },
  'POST /workerapi/__test/shifts/confirmed': {
    access: 'worker',
    own: (h) => ({ method: 'POST', path: '/workerapi/__test/shifts/confirmed', json: { date: h.shifts.openPeriod.startsOn, startTime: '09:00', endTime: '17:00', place: '渋谷' } }),
    others: { none: FROM_TOKEN },
  },
  'POST /workerapi/__test/idempotency/probe': {
    access: 'worker',
    own: () => ({ method: 'POST', path: '/workerapi/__test/idempotency/probe', json: { label: 'matrix' } }),
    others: { none: `${FROM_TOKEN} (test only: a probe run recorded for the caller)` },
  },
  'POST /workerapi/__test/idempotency/hold': {
    access: 'worker',
    own: () => ({ method: 'POST', path: '/workerapi/__test/idempotency/hold', json: { label: 'matrix', hold: false } }),
    others: { none: `${FROM_TOKEN} (test only: holds are kept per worker)` },
  },
  'GET /workerapi/__test/idempotency/hold': {
    access: 'worker',
    own: () => ({ method: 'GET', path: '/workerapi/__test/idempotency/hold?label=matrix' }),
    others: { none: `${FROM_TOKEN} (test only: holds are kept per worker)` },
  },
  'POST /workerapi/__test/session/expire-token': {
    access: 'token',
    own: () => ({ method: 'POST', path: '/workerapi/__test/session/expire-token' }),
    others: { none: 'expires the caller’s own token only (local/test)' },
  },
  'GET /workerapi/__dev/outbox': {
    access: 'public',
    own: () => ({ method: 'GET', path: '/workerapi/__dev/outbox' }),
    others: { none: 'local/test only (404 elsewhere): the developer’s local outbox' },
  },
  // Reservations and customers (docs/contracts.md "workerapi: reservations and customers").
  'GET /workerapi/reservations': { access: 'worker', own: () => ({ method: 'GET', path: '/workerapi/reservations?tab=requests' }), others: { none: FROM_TOKEN } },
  'GET /workerapi/reservations/summary': { access: 'worker', own: () => ({ method: 'GET', path: '/workerapi/reservations/summary' }), others: { none: FROM_TOKEN } },
  'GET /workerapi/reservations/:id': {
    access: 'worker',
    own: async (h, me) => ({ method: 'GET', path: `/workerapi/reservations/${(await devReservation(h, me)).id}` }),
    others: { req: async (h) => ({ method: 'GET', path: `/workerapi/reservations/${(await devReservation(h, h.b)).id}` }) },
  },
  'POST /workerapi/reservations/:id/accept': {
    access: 'worker',
    own: async (h, me) => ({ method: 'POST', path: `/workerapi/reservations/${(await devReservation(h, me)).id}/accept`, json: {} }),
    others: { req: async (h) => ({ method: 'POST', path: `/workerapi/reservations/${(await devReservation(h, h.b)).id}/accept`, json: {} }) },
  },
  'POST /workerapi/reservations/:id/decline': {
    access: 'worker',
    own: async (h, me) => ({ method: 'POST', path: `/workerapi/reservations/${(await devReservation(h, me)).id}/decline`, json: { reasonCode: 'schedule' } }),
    others: { req: async (h) => ({ method: 'POST', path: `/workerapi/reservations/${(await devReservation(h, h.b)).id}/decline`, json: { reasonCode: 'schedule' } }) },
  },
  'POST /workerapi/reservations/:id/complete': {
    access: 'worker',
    own: async (h, me) => ({ method: 'POST', path: `/workerapi/reservations/${(await startedReservation(h, me)).id}/complete`, json: {} }),
    others: { req: async (h) => ({ method: 'POST', path: `/workerapi/reservations/${(await startedReservation(h, h.b)).id}/complete`, json: {} }) },
  },
  'POST /workerapi/reservations/:id/cancel': {
    access: 'worker',
    own: async (h, me) => ({ method: 'POST', path: `/workerapi/reservations/${(await confirmedReservation(h, me)).id}/cancel`, json: { reasonCode: 'schedule', lateCancelAcknowledged: true } }),
    others: { req: async (h) => ({ method: 'POST', path: `/workerapi/reservations/${(await confirmedReservation(h, h.b)).id}/cancel`, json: { reasonCode: 'schedule', lateCancelAcknowledged: true } }) },
  },
  'GET /workerapi/users/:id': {
    access: 'worker',
    own: async (h, me) => ({ method: 'GET', path: `/workerapi/users/${(await devReservation(h, me)).customerId}` }),
    // Another worker's customer: the same 404 CUSTOMER_NOT_FOUND as an unknown id.
    others: { req: async (h) => ({ method: 'GET', path: `/workerapi/users/${(await devReservation(h, h.b)).customerId}` }) },
  },
  'POST /workerapi/dev/reservations': {
    access: 'public',
    own: (_h, me) => ({ method: 'POST', path: '/workerapi/dev/reservations', json: { workerEmail: me.email } }),
    others: { none: `${DEV_SIDE} (a customer requests the worker named by e-mail)` },
  },
  'POST /workerapi/dev/reservations/:id/cancel': {
    access: 'public',
    own: async (h, me) => ({ method: 'POST', path: `/workerapi/dev/reservations/${(await devReservation(h, me)).id}/cancel` }),
    others: { none: `${DEV_SIDE} (the customer of the reservation cancels)` },
  },

  // Chats, inquiries and events (docs/contracts.md "workerapi: chats, inquiries and events").
  'POST /workerapi/chats': {
    access: 'worker',
    own: async (h, me) => ({ method: 'POST', path: '/workerapi/chats', json: { customerId: (await devReservation(h, me)).customerId } }),
    // Another worker's customer: 404 CUSTOMER_NOT_FOUND (the caller never had a reservation with them).
    others: { req: async (h) => ({ method: 'POST', path: '/workerapi/chats', json: { customerId: (await devReservation(h, h.b)).customerId } }) },
  },
  'GET /workerapi/chats/:id': {
    access: 'worker',
    own: async (h, me) => ({ method: 'GET', path: `/workerapi/chats/${await devChat(h, me)}` }),
    others: { req: async (h) => ({ method: 'GET', path: `/workerapi/chats/${await devChat(h, h.b)}` }) },
  },
  'GET /workerapi/chats/:id/messages': {
    access: 'worker',
    own: async (h, me) => ({ method: 'GET', path: `/workerapi/chats/${await devChat(h, me)}/messages` }),
    others: { req: async (h) => ({ method: 'GET', path: `/workerapi/chats/${await devChat(h, h.b)}/messages` }) },
  },
  'POST /workerapi/chats/:id/messages': {
    access: 'worker',
    own: async (h, me) => ({ method: 'POST', path: `/workerapi/chats/${await devChat(h, me)}/messages`, json: MESSAGE() }),
    others: { req: async (h) => ({ method: 'POST', path: `/workerapi/chats/${await devChat(h, h.b)}/messages`, json: MESSAGE() }) },
  },
  'POST /workerapi/chats/:id/read': {
    access: 'worker',
    own: async (h, me) => ({ method: 'POST', path: `/workerapi/chats/${await devChat(h, me)}/read`, json: {} }),
    others: { req: async (h) => ({ method: 'POST', path: `/workerapi/chats/${await devChat(h, h.b)}/read`, json: {} }) },
  },
  'GET /workerapi/messages/unread': { access: 'worker', own: () => ({ method: 'GET', path: '/workerapi/messages/unread' }), others: { none: FROM_TOKEN } },
  'GET /workerapi/inquiries': { access: 'worker', own: () => ({ method: 'GET', path: '/workerapi/inquiries' }), others: { none: FROM_TOKEN } },
  'POST /workerapi/inquiries': {
    access: 'worker',
    own: () => ({ method: 'POST', path: '/workerapi/inquiries', json: { ...INQUIRY, clientId: clientId() } }),
    // Another worker's reservation as the related one: the contract's 400 (関連する予約を選び直してください), nothing stored.
    others: { req: async (h) => ({ method: 'POST', path: '/workerapi/inquiries', json: { ...INQUIRY, clientId: clientId(), reservationId: (await devReservation(h, h.b)).id } }), status: 400 },
  },
  'GET /workerapi/inquiries/:id': {
    access: 'worker',
    own: async (h, me) => ({ method: 'GET', path: `/workerapi/inquiries/${await inquiryOf(h, me)}` }),
    others: { req: async (h) => ({ method: 'GET', path: `/workerapi/inquiries/${await inquiryOf(h, h.b)}` }) },
  },
  'GET /workerapi/inquiries/:id/messages': {
    access: 'worker',
    own: async (h, me) => ({ method: 'GET', path: `/workerapi/inquiries/${await inquiryOf(h, me)}/messages` }),
    others: { req: async (h) => ({ method: 'GET', path: `/workerapi/inquiries/${await inquiryOf(h, h.b)}/messages` }) },
  },
  'POST /workerapi/inquiries/:id/messages': {
    access: 'worker',
    own: async (h, me) => ({ method: 'POST', path: `/workerapi/inquiries/${await inquiryOf(h, me)}/messages`, json: MESSAGE() }),
    others: { req: async (h) => ({ method: 'POST', path: `/workerapi/inquiries/${await inquiryOf(h, h.b)}/messages`, json: MESSAGE() }) },
  },
  'POST /workerapi/inquiries/:id/read': {
    access: 'worker',
    own: async (h, me) => ({ method: 'POST', path: `/workerapi/inquiries/${await inquiryOf(h, me)}/read`, json: {} }),
    others: { req: async (h) => ({ method: 'POST', path: `/workerapi/inquiries/${await inquiryOf(h, h.b)}/read`, json: {} }) },
  },
  'POST /workerapi/inquiries/:id/resolve': {
    access: 'worker',
    own: async (h, me) => ({ method: 'POST', path: `/workerapi/inquiries/${await inquiryOf(h, me)}/resolve`, json: {} }),
    others: { req: async (h) => ({ method: 'POST', path: `/workerapi/inquiries/${await inquiryOf(h, h.b)}/resolve`, json: {} }) },
  },
  // A never-ending text/event-stream: the own check reads the status and headers, then cancels the body.
  'GET /workerapi/events': { access: 'worker', own: () => ({ method: 'GET', path: '/workerapi/events' }), others: { none: `${FROM_TOKEN} (only the caller's events are streamed)` } },
  'POST /workerapi/dev/chats': {
    access: 'public',
    own: async (h, me) => ({ method: 'POST', path: '/workerapi/dev/chats', json: { workerEmail: me.email, customerId: (await devReservation(h, me)).customerId } }),
    others: { none: `${DEV_SIDE} (a customer opens the chat with the worker named by e-mail)` },
  },
  'POST /workerapi/dev/chats/:id/messages': {
    access: 'public',
    own: async (h, me) => ({ method: 'POST', path: `/workerapi/dev/chats/${await devChat(h, me)}/messages`, json: { text: 'こんにちは。' } }),
    others: { none: `${DEV_SIDE} (the customer of the chat writes)` },
  },
  'POST /workerapi/dev/chats/:id/read': {
    access: 'public',
    own: async (h, me) => ({ method: 'POST', path: `/workerapi/dev/chats/${await devChat(h, me)}/read` }),
    others: { none: `${DEV_SIDE} (the customer of the chat reads)` },
  },
  'POST /workerapi/dev/inquiries/:id/replies': {
    access: 'public',
    own: async (h, me) => ({ method: 'POST', path: `/workerapi/dev/inquiries/${await inquiryOf(h, me)}/replies`, json: { text: '確認いたします。' } }),
    others: { none: `${DEV_SIDE} (the operator answers the inquiry)` },
  },

  // Salaries (docs/contracts.md "workerapi: salaries").
  'GET /workerapi/salaries': { access: 'worker', own: () => ({ method: 'GET', path: '/workerapi/salaries' }), others: { none: FROM_TOKEN } },
  'POST /workerapi/dev/salary-adjustments': {
    access: 'worker',
    own: () => ({ method: 'POST', path: '/workerapi/dev/salary-adjustments', json: { month: tokyoMonth(new Date()), kind: 'transport', amount: 1200 } }),
    others: { none: `${FROM_TOKEN} (local/test only: an adjustment for the caller)` },
  },
  'POST /workerapi/dev/salary/completed-reservations': {
    access: 'worker',
    own: () => ({
      method: 'POST',
      path: '/workerapi/dev/salary/completed-reservations',
      json: { reservations: [{ startsAt: new Date(Date.now() - HOUR_MS).toISOString(), customerName: '佐藤 美咲', course: 'スタンダードコース', charge: 12000 }] },
    }),
    others: { none: `${FROM_TOKEN} (local/test only: completed jobs for the caller)` },
  },
};

let h: RouteHarness;
let routes: RouteKey[];
beforeAll(async () => {
  h = await createRouteHarness(createLogger('silent'));
  routes = listRoutes(h.app);
});
afterAll(() => h.close());

describe('authorization matrix', () => {
  it('every route the app registers has a row, and every row is a route', () => {
    const missing = routes.filter((r) => !(r in MATRIX));
    // A new route? Add its row to MATRIX in workerapi/src/http/authorization-matrix.test.ts.
    expect(missing, 'routes without a row in the authorization matrix').toEqual([]);
    expect(Object.keys(MATRIX).filter((k) => !routes.includes(k as RouteKey)), 'rows of routes that no longer exist').toEqual([]);
  });

  for (const [route, row] of Object.entries(MATRIX)) {
    describe(route, () => {
      if (row.access === 'worker' || row.access === 'token') {
        it('no token → 401; a token that is not valid → 401', async () => {
          const req = await row.own(h, await h.newCaller(`n${Math.random().toString(36).slice(2, 8)}`));
          expect((await send(h, req)).status).toBe(401);
          expect((await send(h, req, 'forged')).status).toBe(401);
        });
      }
      if (row.access === 'worker') {
        it('a signed-in account that is not a worker → 403', async () => {
          const req = await row.own(h, await h.newCaller(`s${Math.random().toString(36).slice(2, 8)}`));
          expect((await send(h, req, h.strangerToken)).status).toBe(403);
        });
      }
      if (row.access === 'body-token') {
        it('a token in the body that is not valid → 401', async () => {
          const req = await row.own(h, await h.newCaller(`f${Math.random().toString(36).slice(2, 8)}`));
          const json = { ...(req.json as Record<string, unknown>), token: 'forged' };
          expect((await send(h, { ...req, json })).status).toBe(401);
        });
      }
      it('the caller’s own → 2xx', async () => {
        const me = await h.newCaller(`o${Math.random().toString(36).slice(2, 8)}`);
        const res = await send(h, await row.own(h, me), me.token);
        const text = await answerText(res);
        expect(res.status, text).toBeGreaterThanOrEqual(200);
        expect(res.status, text).toBeLessThan(300);
      });
      const others = row.others;
      if ('req' in others) {
        it(`another worker’s ids → ${others.status ?? 404}`, async () => {
          const me = await h.newCaller(`x${Math.random().toString(36).slice(2, 8)}`);
          const res = await send(h, await others.req(h, me), me.token);
          expect(res.status, await answerText(res)).toBe(others.status ?? 404);
        });
      }
      // Rows with `none` name why the route takes no ids of others (the reason is the documentation).
    });
  }
});
