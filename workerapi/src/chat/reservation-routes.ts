import { Hono, type Context } from 'hono';
import { parse } from 'zod/v4/core';
import { safeParse } from 'zod/v4/core';
import { workerSalary } from 'features/domain';
import {
  ACCEPT_FIELD_LABELS,
  AcceptRequestSchema,
  CancelRequestSchema,
  conflictMessage,
  DeclineRequestSchema,
  EmptyRequestSchema,
  isLateCancellation,
  REASON_FIELD_LABELS,
  ReservationIdSchema,
  ReservationListQuerySchema,
  ReservationListResponseSchema,
  ReservationResponseSchema,
  shiftOverlapNotAcknowledgedMessage,
  shiftOverlapsLabel,
  stateChangedMessage,
  TRAVEL_BUFFER_MINUTES,
  whenLabel,
} from 'features/chat/server';
import { ReservationSummaryResponseSchema } from 'features/mypage/server';
import { requireWorker } from '../auth/auth-middleware';
import type { TokenVerifier } from '../auth/token-verifier';
import type { Db } from '../db/database';
import type { AppEnv } from '../http/app-env';
import { ApiHttpError } from '../http/errors';
import { idempotency } from '../http/idempotency';
import { parseOrThrow, validateJson } from '../http/validate';
import { publishReservationChange } from './messaging-repository';
import { toDetailDto, toSummaryDto } from './reservation-dto';
import {
  applyTransition,
  countTabs,
  decodeCursor,
  encodeCursor,
  expireOverdue,
  findClashingConfirmed,
  findOverlappingShifts,
  findReservation,
  listEvents,
  listTab,
  lockReservation,
  lockWorker,
  summaryFor,
  type Executor,
} from './reservation-repository';
import type { ReservationRow, ReservationStatus } from './tables';

export interface ReservationRouteDeps {
  db: Db;
  verifier: TokenVerifier;
  /** The clock (tests move it). */
  now?: () => Date;
}

const LIST_LABELS = { tab: 'タブ', cursor: 'ページ' };

/** A reservation id from the path, or a 404: a malformed id is simply not found. */
function reservationId(c: Context<AppEnv>): string {
  const id = c.req.param('id');
  if (!safeParse(ReservationIdSchema, id).success || id === undefined) throw new ApiHttpError(404, 'RESERVATION_NOT_FOUND');
  return id;
}

/**
 * GET /reservations, GET /reservations/summary, GET /reservations/{id}, POST /reservations/{id}/accept|decline|
 * complete|cancel (under /workerapi). The worker always comes from the token; another worker's reservation is a
 * 404. Requests past their deadline are expired before every read and write. Mutations honour Idempotency-Key.
 */
export function reservationRoutes({ db, verifier, now = () => new Date() }: ReservationRouteDeps) {
  const routes = new Hono<AppEnv>();
  const auth = requireWorker(verifier, db);

  async function detail(exec: Executor, workerId: string, workerMargin: number, id: string, at: Date) {
    const row = await findReservation(exec, workerId, id);
    if (!row) throw new ApiHttpError(404, 'RESERVATION_NOT_FOUND');
    const events = await listEvents(exec, id);
    // The 確定 shifts it overlaps, while that can still matter (a request to answer, a reservation to go to).
    const shifts = row.status === 'requested' || row.status === 'confirmed' ? await findOverlappingShifts(exec, workerId, { startsAt: row.starts_at, endsAt: row.ends_at }) : undefined;
    return parse(ReservationResponseSchema, { reservation: toDetailDto(row, events, workerMargin, at, shifts) });
  }

  routes.get('/reservations/summary', auth, async (c) => {
    const worker = c.get('worker');
    const at = now();
    await expireOverdue(db, worker.id, at);
    const s = await summaryFor(db, worker.id, at);
    return c.json(
      parse(ReservationSummaryResponseSchema, {
        next: s.next
          ? { id: s.next.id, startsAt: s.next.starts_at.toISOString(), endsAt: s.next.ends_at.toISOString(), customerName: s.next.customer_name, course: s.next.course }
          : null,
        openRequests: s.openRequests,
        nearestDeadline: s.nearestDeadline ? s.nearestDeadline.toISOString() : null,
      }),
      200,
    );
  });

  routes.get('/reservations', auth, async (c) => {
    const worker = c.get('worker');
    const query = parseOrThrow(ReservationListQuerySchema, c.req.query(), LIST_LABELS);
    const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor);
    if (query.cursor !== undefined && cursor === null) throw new ApiHttpError(400, 'CURSOR_INVALID');
    const at = now();
    await expireOverdue(db, worker.id, at);
    const [page, counts] = await Promise.all([listTab(db, worker.id, query.tab, cursor), countTabs(db, worker.id)]);
    // Like every GET but the account, the list, the detail and the customer profile carry X-Offline-Copy: session
    // (http/cache-policy.ts): the service worker keeps them per worker until sign-out, so the way to a booked
    // customer's address still opens without signal. The server never sends an address outside its window.
    return c.json(
      parse(ReservationListResponseSchema, {
        tab: query.tab,
        reservations: page.rows.map((r) => toSummaryDto(r, worker.margin)),
        counts,
        nextCursor: page.next ? encodeCursor(page.next) : null,
      }),
      200,
    );
  });

  routes.get('/reservations/:id', auth, async (c) => {
    const worker = c.get('worker');
    const id = reservationId(c);
    const at = now();
    await expireOverdue(db, worker.id, at);
    c.header('Cache-Control', 'no-store');
    return c.json(await detail(db, worker.id, worker.margin, id, at), 200);
  });

  /**
   * Runs one worker action in a transaction: the worker's row is locked (one worker's actions run one at a
   * time, so two accepts can never both pass the overlap check), then the reservation; a reservation in
   * another state than `from` is a 409 naming its current state. The change is published to the worker's event
   * stream (`reservation`, with the id and the new status).
   */
  async function act(
    c: Context<AppEnv>,
    from: ReservationStatus,
    step: (r: ReservationRow, at: Date, margin: number, exec: Executor) => Promise<Parameters<typeof applyTransition>[3]>,
  ) {
    const worker = c.get('worker');
    const id = reservationId(c);
    const at = now();
    await expireOverdue(db, worker.id, at);
    await db.transaction().execute(async (trx) => {
      const locked = await lockWorker(trx, worker.id);
      const r = await lockReservation(trx, worker.id, id);
      if (!r || !locked) throw new ApiHttpError(404, 'RESERVATION_NOT_FOUND');
      if (r.status !== from) throw new ApiHttpError(409, 'RESERVATION_STATE_CHANGED', { message: stateChangedMessage(r.status) });
      const change = await step(r, at, locked.margin, trx);
      if (!(await applyTransition(trx, id, from, change))) {
        throw new ApiHttpError(409, 'RESERVATION_STATE_CHANGED');
      }
      // The worker's other tabs and devices (the dashboard's cards, the list, this reservation open elsewhere)
      // follow it live, as they follow a customer's request or cancellation; sent when the transaction commits.
      await publishReservationChange(trx, worker.id, id, change.status);
    });
    return c.json(await detail(db, worker.id, worker.margin, id, at), 200);
  }

  routes.post('/reservations/:id/accept', auth, idempotency(db), validateJson(AcceptRequestSchema, ACCEPT_FIELD_LABELS), (c) => {
    const body = c.req.valid('json');
    return act(c, 'requested', async (r, at, margin, exec) => {
      const clash = await findClashingConfirmed(exec, r.worker_id, { startsAt: r.starts_at, endsAt: r.ends_at, excludeId: r.id });
      if (clash) {
        throw new ApiHttpError(409, 'RESERVATION_CONFLICT', {
          message: conflictMessage({ when: whenLabel(clash.starts_at, clash.ends_at), customerName: clash.customer_name }, TRAVEL_BUFFER_MINUTES),
        });
      }
      // A 確定 shift is not refused as another reservation is (the worker may have arranged it with the operator), but
      // it is never accepted unseen: the page sends the acknowledgement only after showing the overlap
      // (docs/decisions.md "A request that overlaps a 確定 shift").
      const shifts = await findOverlappingShifts(exec, r.worker_id, { startsAt: r.starts_at, endsAt: r.ends_at });
      if (shifts.length > 0 && body.shiftOverlapAcknowledged !== true) {
        throw new ApiHttpError(422, 'SHIFT_OVERLAP_NOT_ACKNOWLEDGED', { message: shiftOverlapNotAcknowledgedMessage(shiftOverlapsLabel(shifts), TRAVEL_BUFFER_MINUTES) });
      }
      // The margin is fixed now: a later change of the worker's margin never changes this take-home.
      return { status: 'confirmed', actor: 'worker', at, margin, takeHome: workerSalary(r.charge, margin) };
    });
  });

  routes.post('/reservations/:id/decline', auth, idempotency(db), validateJson(DeclineRequestSchema, REASON_FIELD_LABELS), (c) => {
    const body = c.req.valid('json');
    return act(c, 'requested', async (_r, at) => ({
      status: 'declined',
      actor: 'worker',
      at,
      reasonCode: body.reasonCode,
      reasonText: body.reasonText ? body.reasonText : null,
    }));
  });

  routes.post('/reservations/:id/complete', auth, idempotency(db), validateJson(EmptyRequestSchema, {}), (c) =>
    act(c, 'confirmed', async (r, at) => {
      if (at.getTime() < r.starts_at.getTime()) throw new ApiHttpError(422, 'RESERVATION_NOT_STARTED');
      return { status: 'completed', actor: 'worker', at };
    }),
  );

  routes.post('/reservations/:id/cancel', auth, idempotency(db), validateJson(CancelRequestSchema, REASON_FIELD_LABELS), (c) => {
    const body = c.req.valid('json');
    return act(c, 'confirmed', async (r, at) => {
      if (isLateCancellation({ startsAt: r.starts_at }, at) && body.lateCancelAcknowledged !== true) {
        throw new ApiHttpError(422, 'LATE_CANCEL_NOT_ACKNOWLEDGED');
      }
      return { status: 'cancelled', actor: 'worker', at, reasonCode: body.reasonCode, reasonText: body.reasonText ? body.reasonText : null };
    });
  });

  return routes;
}
