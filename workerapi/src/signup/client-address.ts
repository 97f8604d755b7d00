import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Who is calling, for rate limits. Behind the local gateway (a loopback peer) the gateway's
 * X-Forwarded-For names the client; a direct peer is taken as it is (its header could be forged).
 */
export function clientAddress(c: Context): string {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    peer = undefined; // app.request() in tests has no socket
  }
  const forwarded = c.req.header('x-forwarded-for')?.split(',').pop()?.trim();
  if ((peer === undefined || LOOPBACK.has(peer)) && forwarded) return forwarded;
  return peer ?? 'unknown';
}
