import type { RequestIdVariables } from 'hono/request-id';
import type { VerifiedIdentity } from '../auth/token-verifier';
import type { WorkerRow } from '../workers/tables';

/** The per-request values the middlewares hand to the handlers. */
export interface AppVariables extends RequestIdVariables {
  /** Set by requireToken: who the verified ID token belongs to. */
  identity: VerifiedIdentity;
  /** Set by requireWorker: the caller's own worker row (looked up by the token's uid, never by input). */
  worker: WorkerRow;
}

export interface AppEnv {
  Variables: AppVariables;
}
