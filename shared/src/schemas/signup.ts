import { z } from 'zod/mini';
import { WorkerSchema } from './worker';

/** POST /workerapi/workers/check/signup-admin-key (spec §6: the admin key is checked beforehand). */
export const AdminKeyCheckRequestSchema = z.strictObject({
  adminKey: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
});
export type AdminKeyCheckRequest = z.infer<typeof AdminKeyCheckRequestSchema>;
export const AdminKeyCheckResponseSchema = z.object({ valid: z.literal(true) });
export type AdminKeyCheckResponse = z.infer<typeof AdminKeyCheckResponseSchema>;

/** POST /workerapi/workers/signup {email, token, adminKey} (spec §7). */
export const SignupRequestSchema = z.strictObject({
  email: z.email(),
  token: z.string().check(z.minLength(1)),
  adminKey: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
});
export type SignupRequest = z.infer<typeof SignupRequestSchema>;
export const SignupResponseSchema = z.object({ worker: WorkerSchema });
export type SignupResponse = z.infer<typeof SignupResponseSchema>;

/** POST /workerapi/update → { worker } */
export const ProfileUpdateResponseSchema = z.object({ worker: WorkerSchema });
export type ProfileUpdateResponse = z.infer<typeof ProfileUpdateResponseSchema>;
