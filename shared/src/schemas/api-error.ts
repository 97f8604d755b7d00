import { z } from 'zod/mini';

/**
 * Every workerapi error body (docs/contracts.md):
 * `{ "error": { "code": "VALIDATION_ERROR", "message": "…Japanese…", "fields": { "email": ["…"] } } }`.
 */
export const ApiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.optional(z.record(z.string(), z.array(z.string()))),
  }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;
