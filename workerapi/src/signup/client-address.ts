import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * Who is calling, from the peer address and X-Forwarded-For (issue 12 item 6). The header is believed only when
 * the peer is a configured proxy (TRUSTED_PROXIES: the gateway, nginx), and then read from the right: the first
 * address that is not itself a trusted proxy is the client (a client cannot push it out by sending its own
 * header, since the gateway overwrites it and nginx appends to it). Any other peer is the client itself.
 * `peer` undefined means an in-process request without a socket (tests through app.request()).
 */
export function clientAddressFrom(peer: string | undefined, forwardedFor: string | undefined, trustedProxies: readonly string[]): string {
  const trusted = new Set(trustedProxies);
  if (peer !== undefined && !trusted.has(peer)) return peer;
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '');
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = hops[i];
    if (hop !== undefined && !trusted.has(hop)) return hop;
  }
  return peer ?? 'unknown';
}

export function clientAddress(c: Context, trustedProxies: readonly string[]): string {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    peer = undefined; // app.request() in tests has no socket
  }
  return clientAddressFrom(peer, c.req.header('x-forwarded-for'), trustedProxies);
}
