import { z } from 'zod/mini';

/** The session token as kept in localStorage under TOKEN_STORAGE_KEY (spec §4): a non-empty string. */
export const StoredTokenSchema = z.string().check(z.minLength(1));
export type StoredToken = z.infer<typeof StoredTokenSchema>;
