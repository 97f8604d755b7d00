import { z } from 'zod/mini';

/** Spec §3: a worker, as returned by the me call under the key `worker`. */
export const WorkerSchema = z.object({
  id: z.string(),
  email: z.email(),
  name: z.string(),
  /** What the client is charged, in yen (spec §3 "charge (number)"). */
  charge: z.int().check(z.gte(0)),
  /** The platform's margin in percent, 0..99 (spec §3 "margin (number)"). */
  margin: z.int().check(z.gte(0), z.lte(99)),
  imageUrl: z.nullable(z.string()),
  /** Profile (shared/schemas/profile.ts): empty until the worker completes /signup/profile. */
  nameKana: z.string(),
  displayName: z.string(),
  phone: z.string(),
  bio: z.string(),
  /** False until the sign-up profile is saved; such a worker is brought back to /signup/profile. */
  profileCompleted: z.boolean(),
});
export type Worker = z.infer<typeof WorkerSchema>;

/** GET /workerapi/me → { worker } (spec §7). */
export const MeResponseSchema = z.object({ worker: WorkerSchema });
export type MeResponse = z.infer<typeof MeResponseSchema>;
