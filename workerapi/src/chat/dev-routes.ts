import type { Hono } from 'hono';
import { parse, safeParse } from 'zod/v4/core';
import { z } from 'zod/mini';
import { workerSalary } from 'features/domain';
import { ReservationIdSchema, RESERVATION_STATUSES } from 'features/chat/server';
import type { AppEnv as AppEnvName } from '../config';
import type { Db } from '../db/database';
import type { AppEnv } from '../http/app-env';
import { ApiHttpError } from '../http/errors';
import { validateJson } from '../http/validate';
import { findWorkerByEmail } from '../workers/worker-repository';
import { DEFAULT_COURSE, DEMO_CUSTOMERS, DEMO_NOTES, tokyoAt } from './demo-data';
import { applyTransition, createCustomer, findCustomer, findReservationState, insertReservations } from './reservation-repository';
import { publishReservationChange } from './messaging-repository';

// Local/test-only routes (/workerapi/dev/…): the customer and operator side does not exist as an app, so
// developers (`npm run demo`) and the e2e suite act as a customer through these. Registered only when APP_ENV
// is 'local' or 'test' — elsewhere the paths do not exist (404). No token: they act as the customer.

export const CHAT_DEV_PATH = '/dev/reservations';
const HOUR_MS = 60 * 60 * 1000;

const MIN_INSTANT = Date.parse('2000-01-01T00:00:00Z');
const MAX_INSTANT = Date.parse('2100-12-31T23:59:59Z');
/**
 * An ISO instant from 2000 to 2100: outside that, PostgreSQL misreads (years before 100) or refuses (years past
 * 9999) the timestamp — a 500 instead of a 400. A malformed value gets only the format message.
 */
const devInstant = (label: string) =>
  z.iso.datetime({ offset: true }).check(
    z.refine((v) => {
      const t = Date.parse(v);
      return Number.isNaN(t) || (t >= MIN_INSTANT && t <= MAX_INSTANT);
    }, { error: `${label}は2000年〜2100年の日時で入力してください` }),
  );

/** POST /workerapi/dev/reservations: a customer requests the worker `workerEmail`. */
export const DevReservationRequestSchema = z.strictObject({
  workerEmail: z.email(),
  /** Default: tomorrow 10:00 Tokyo. */
  startsAt: z.optional(devInstant('開始日時')),
  course: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(50))),
  minutes: z.optional(z.int().check(z.gte(15), z.lte(24 * 60))),
  charge: z.optional(z.int().check(z.gte(0), z.lte(10_000_000))),
  /** Default: 12 hours from now, and never after the start. */
  answerDeadline: z.optional(devInstant('返答期限')),
  /** An existing customer; default: a new customer (a demo name, or `customerName`). */
  customerId: z.optional(z.uuid()),
  customerName: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(50))),
  /** 'confirmed' makes it as if the worker had already accepted (margin fixed with the worker's current one). */
  status: z.optional(z.enum(['requested', 'confirmed'])),
});
export type DevReservationRequest = z.infer<typeof DevReservationRequestSchema>;

const LABELS = { workerEmail: 'ワーカーのメールアドレス', startsAt: '開始日時', course: 'コース', minutes: '時間', charge: '料金', answerDeadline: '返答期限', customerId: 'お客様', customerName: 'お客様の名前', status: '状態' };

export const DevReservationResponseSchema = z.object({
  reservation: z.object({
    id: z.string(),
    customerId: z.string(),
    customerName: z.string(),
    status: z.enum(RESERVATION_STATUSES),
    startsAt: z.string(),
    endsAt: z.string(),
    answerDeadline: z.string(),
  }),
});

let nextDemo = 0;

export function devRoutesAllowed(appEnv: AppEnvName): boolean {
  return appEnv === 'local' || appEnv === 'test';
}

/** Mounts the dev routes on `api` when `appEnv` is local or test; returns whether it did. */
export function mountChatDevRoutes(api: Hono<AppEnv>, deps: { db: Db; appEnv: AppEnvName; now?: () => Date }): boolean {
  if (!devRoutesAllowed(deps.appEnv)) return false;
  const { db, now = () => new Date() } = deps;

  api.post(CHAT_DEV_PATH, validateJson(DevReservationRequestSchema, LABELS), async (c) => {
    const body = c.req.valid('json');
    const at = now();
    const worker = await findWorkerByEmail(db, body.workerEmail);
    if (!worker) throw new ApiHttpError(404, 'DEV_WORKER_NOT_FOUND');
    const demo = DEMO_CUSTOMERS[nextDemo++ % DEMO_CUSTOMERS.length] ?? DEMO_CUSTOMERS[0];
    if (!demo) throw new ApiHttpError(404, 'NOT_FOUND');
    const customer = body.customerId
      ? await findCustomer(db, body.customerId)
      : await createCustomer(db, { displayName: body.customerName ?? demo.displayName, area: demo.area, standingNotes: demo.standingNotes });
    if (!customer) throw new ApiHttpError(404, 'CUSTOMER_NOT_FOUND');
    const startsAt = body.startsAt ? new Date(body.startsAt) : tokyoAt(at, 1, 10);
    const minutes = body.minutes ?? DEFAULT_COURSE.minutes;
    const charge = body.charge ?? DEFAULT_COURSE.charge;
    const deadline = body.answerDeadline ? new Date(body.answerDeadline) : new Date(Math.min(at.getTime() + 12 * HOUR_MS, startsAt.getTime()));
    const status = body.status ?? 'requested';
    const [row] = await insertReservations(db, [
      {
        workerId: worker.id,
        customerId: customer.id,
        status,
        startsAt,
        endsAt: new Date(startsAt.getTime() + minutes * 60_000),
        course: body.course ?? DEFAULT_COURSE.name,
        courseMinutes: minutes,
        charge,
        answerDeadline: deadline,
        area: customer.area,
        address: demo.address,
        accessNotes: demo.accessNotes,
        customerNote: DEMO_NOTES[0] ?? '',
        requestedAt: at,
        ...(status === 'confirmed' ? { answeredAt: at, margin: worker.margin, takeHome: workerSalary(charge, worker.margin) } : {}),
      },
    ]);
    if (!row) throw new ApiHttpError(404, 'NOT_FOUND');
    // Live: the worker's open tabs hear of the new request (GET /workerapi/events).
    await publishReservationChange(db, worker.id, row.id, row.status);
    return c.json(
      parse(DevReservationResponseSchema, {
        reservation: {
          id: row.id,
          customerId: customer.id,
          customerName: customer.display_name,
          status: row.status,
          startsAt: row.starts_at.toISOString(),
          endsAt: row.ends_at.toISOString(),
          answerDeadline: row.answer_deadline.toISOString(),
        },
      }),
      201,
    );
  });

  /** POST /workerapi/dev/reservations/{id}/cancel: the customer cancels (a request or a confirmed reservation). */
  api.post(`${CHAT_DEV_PATH}/:id/cancel`, async (c) => {
    const id = c.req.param('id');
    if (!safeParse(ReservationIdSchema, id).success) throw new ApiHttpError(404, 'RESERVATION_NOT_FOUND');
    const row = await findReservationState(db, id);
    if (!row) throw new ApiHttpError(404, 'RESERVATION_NOT_FOUND');
    if (row.status !== 'requested' && row.status !== 'confirmed') throw new ApiHttpError(409, 'RESERVATION_STATE_CHANGED');
    const ok = await applyTransition(db, id, row.status, { status: 'cancelled', actor: 'customer', at: now(), reasonCode: null, reasonText: null });
    if (!ok) throw new ApiHttpError(409, 'RESERVATION_STATE_CHANGED');
    await publishReservationChange(db, row.worker_id, id, 'cancelled');
    return c.json({ reservation: { id, status: 'cancelled' } }, 200);
  });
  return true;
}
