import { z } from 'zod/mini';
import { WorkerSchema } from './worker';

/** POST /workerapi/workers/login (spec §7): `token` is the identity provider's ID token. */
export const LoginRequestSchema = z.object({
  email: z.email(),
  token: z.string().check(z.minLength(1)),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const LoginResponseSchema = z.object({ worker: WorkerSchema });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;
