import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';
import { ApiErrorBodySchema } from 'shared/schemas';
import { parse } from 'zod/v4/core';
import { InvalidTokenError } from '../auth/token-verifier';
import type { AppEnv } from './app-env';
import { ApiHttpError, errorBody, type ErrorBody } from './errors';
import type { ApiErrorCode } from './messages';
import { scrubMessage } from './safe-error';

/** Renders an error body, serialised through the shared ApiErrorBodySchema, with the given status. */
function sendError(c: Context<AppEnv>, status: ApiHttpError['status'], body: ErrorBody): Response {
  return c.json(parse(ApiErrorBodySchema, body), status);
}

/** Maps Hono's own HTTPExceptions (body limit, malformed input in built-ins) to our codes. */
function codeForStatus(status: number): ApiErrorCode {
  switch (status) {
    case 400:
      return 'INVALID_JSON';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'ACCESS_DENIED';
    case 404:
      return 'NOT_FOUND';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    default:
      return status >= 500 ? 'SERVER_ERROR' : 'INVALID_JSON';
  }
}

/** Connection-level failures of PostgreSQL (SQLSTATE class 08, shutdown/cannot-connect 57P0x) and of the socket. */
const DATABASE_DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03']);
const DATABASE_DOWN_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|terminating connection/i;

/** Is `err` (or a cause of it) the database being unreachable, rather than a bug? */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    const code = 'code' in e && typeof e.code === 'string' ? e.code : '';
    if (DATABASE_DOWN_CODES.has(code) || code.startsWith('08') || DATABASE_DOWN_MESSAGES.test(e.message)) return true;
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}

/**
 * The client went away before its request was read whole (a dropped connection mid-upload): Node fails the body
 * read with `aborted` (code ECONNRESET), which is the client's doing, not the database's. Seen on the request's own
 * stream (node-server's `incoming`) or its abort signal.
 */
function clientAborted(c: Context<AppEnv>): boolean {
  if (c.req.raw.signal.aborted) return true;
  const env: unknown = c.env;
  const incoming = typeof env === 'object' && env !== null && 'incoming' in env ? env.incoming : undefined;
  return typeof incoming === 'object' && incoming !== null && 'errored' in incoming && incoming.errored != null;
}

/**
 * Every error leaves as JSON `{ error: { code, message, fields? } }`.
 * Deliberate errors keep their status; anything unexpected is a logged 500 with the spec's SERVER_ERROR text.
 */
export function createErrorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (err, c) => {
    if (err instanceof ApiHttpError) {
      if (err.cause instanceof InvalidTokenError) {
        // Why a token was refused (provider code, never the token itself) helps when a sign-in "just fails".
        logger.info({ requestId: c.get('requestId'), reason: scrubMessage(err.cause.message) }, 'token rejected');
      }
      return sendError(c, err.status, err.toBody());
    }
    if (err instanceof HTTPException && err.status < 500) {
      const code = codeForStatus(err.status);
      return sendError(c, err.status, errorBody(code));
    }
    if (clientAborted(c)) {
      // Nobody is left to answer; not an alarm either (anyone can drop a connection on purpose).
      logger.info({ requestId: c.get('requestId'), method: c.req.method, path: c.req.path }, 'request aborted by the client');
      return sendError(c, 400, errorBody('INVALID_JSON'));
    }
    if (isDatabaseUnavailable(err)) {
      // Not a bug: PostgreSQL is restarting or unreachable. 503 with a Japanese message; the client may retry.
      logger.warn({ requestId: c.get('requestId'), method: c.req.method, path: c.req.path, reason: err.message }, 'database unavailable');
      c.header('Retry-After', '5');
      return sendError(c, 503, errorBody('DATABASE_UNAVAILABLE'));
    }
    logger.error(
      { requestId: c.get('requestId'), method: c.req.method, path: c.req.path, err },
      'unhandled error',
    );
    return sendError(c, 500, errorBody('SERVER_ERROR'));
  };
}

/** Unknown routes: 404 with the spec's NOT_FOUND text. */
export const notFoundHandler: NotFoundHandler<AppEnv> = (c) => sendError(c, 404, errorBody('NOT_FOUND'));
