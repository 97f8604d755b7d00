import { Hono } from 'hono';
import { parse } from 'zod/v4/core';
import { PROFILE_LABELS } from 'shared/messages';
import { ProfileUpdateResponseSchema, ProfileUpdateSchema } from 'shared/schemas';
import { requireWorker } from '../auth/auth-middleware';
import type { AppEnv } from '../http/app-env';
import { ApiHttpError } from '../http/errors';
import { idempotency } from '../http/idempotency';
import { validateJson } from '../http/validate';
import { toWorkerDto } from '../workers/worker-dto';
import { updateWorkerProfile } from '../workers/worker-repository';
import type { RouteDeps } from './worker-routes';

/** POST /workerapi/update: the caller saves its own profile (the sign-up profile and the profile edit). */
export function profileRoutes({ db, verifier }: RouteDeps) {
  const routes = new Hono<AppEnv>();
  routes.post('/update', requireWorker(verifier, db), idempotency(db), validateJson(ProfileUpdateSchema, PROFILE_LABELS), async (c) => {
    const saved = await updateWorkerProfile(db, c.get('worker').id, c.req.valid('json'));
    if (!saved) throw new ApiHttpError(403, 'ACCESS_DENIED');
    return c.json(parse(ProfileUpdateResponseSchema, { worker: toWorkerDto(saved) }), 200);
  });
  return routes;
}
