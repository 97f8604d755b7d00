import { Hono } from 'hono';
import { parse, safeParse } from 'zod/v4/core';
import { CustomerIdSchema, CustomerProfileResponseSchema } from 'features/chat/server';
import { requireWorker } from '../auth/auth-middleware';
import type { TokenVerifier } from '../auth/token-verifier';
import type { Db } from '../db/database';
import type { AppEnv } from '../http/app-env';
import { ApiHttpError } from '../http/errors';
import { customerStats, findCustomerForWorker } from './reservation-repository';

export interface CustomerRouteDeps {
  db: Db;
  verifier: TokenVerifier;
  now?: () => Date;
}

/**
 * GET /users/{id} (spec §7, under /workerapi): a customer as the caller may see them — only a customer with
 * whom the caller has (or had) a reservation. Anyone else (another worker's customer, an unknown or malformed
 * id) is the same 404, so the existence of other customers is never revealed.
 */
export function customerRoutes({ db, verifier, now = () => new Date() }: CustomerRouteDeps) {
  const routes = new Hono<AppEnv>();
  routes.get('/users/:id', requireWorker(verifier, db), async (c) => {
    const worker = c.get('worker');
    const id = c.req.param('id');
    if (!safeParse(CustomerIdSchema, id).success) throw new ApiHttpError(404, 'CUSTOMER_NOT_FOUND');
    const customer = await findCustomerForWorker(db, worker.id, id);
    if (!customer) throw new ApiHttpError(404, 'CUSTOMER_NOT_FOUND');
    const stats = await customerStats(db, worker.id, id, now());
    c.header('Cache-Control', 'no-store');
    return c.json(
      parse(CustomerProfileResponseSchema, {
        user: {
          id: customer.id,
          displayName: customer.display_name,
          area: customer.area,
          standingNotes: customer.standing_notes,
          reservationCount: stats.total,
          completedCount: stats.completed,
          nextReservation: stats.next
            ? { id: stats.next.id, status: stats.next.status, startsAt: stats.next.starts_at.toISOString(), endsAt: stats.next.ends_at.toISOString(), course: stats.next.course }
            : null,
        },
      }),
      200,
    );
  });
  return routes;
}
