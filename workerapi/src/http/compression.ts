import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

const gzipAsync = promisify(gzip);
/** Below this, gzip's header and trailer eat what it saves (hono/compress's default too). */
export const COMPRESS_THRESHOLD_BYTES = 1024;
const JSON_TYPE = /^application\/json\b/i;

/** Whether the request's Accept-Encoding lets gzip through (`gzip;q=0` refuses it; `*` accepts it). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let star = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const refused = q !== undefined && Number(q.slice(2)) === 0;
    if (name.trim() === 'gzip') return !refused;
    if (name.trim() === '*') star = !refused;
  }
  return star;
}

/**
 * JSON answers are sent gzip-compressed to a client that accepts it (every browser; the gateway and nginx pass the
 * encoding through): my page's first GETs are part of what its first paint waits for, on a phone's network, and
 * my page's list of shifts is 9.5 KB of JSON that gzip makes 1.9 KB. Only JSON: never the event stream
 * (text/event-stream, which must flow as it is written) nor an image. A client that sends no Accept-Encoding gets
 * the plain answer. No BREACH-style exposure: the API authenticates with a bearer token a cross-site request cannot
 * carry, so no page of another site can make a browser send authenticated requests with text it chose
 * (docs/decisions.md "The boot script inline, the API's JSON compressed, the manifest and axios after the content").
 *
 * The body is compressed whole, before anything is sent, and leaves with its Content-Length in one write with the
 * headers (@hono/node-server ends the response with the buffer). A streamed compression sent the headers first and
 * the body a moment later: a replica killed in between left nginx with an answer it had begun to pass on and could
 * not take to the other replica — the client got "200" and then a reset (docs/decisions.md "The API's JSON
 * compressed whole: an answer leaves in one piece").
 */
export function jsonCompression(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('Content-Type') ?? '';
    if (!JSON_TYPE.test(type) || !res.body || res.headers.has('Content-Encoding') || c.req.method === 'HEAD') return;
    const headers = new Headers(res.headers);
    const vary = headers.get('Vary');
    if (vary !== '*' && !/\baccept-encoding\b/i.test(vary ?? '')) headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    let body = new Uint8Array(await res.arrayBuffer());
    if (acceptsGzip(c.req.header('Accept-Encoding')) && body.byteLength >= COMPRESS_THRESHOLD_BYTES) {
      body = new Uint8Array(await gzipAsync(body));
      headers.set('Content-Encoding', 'gzip');
    }
    headers.set('Content-Length', String(body.byteLength));
    // Unset first: Hono's setter would otherwise wrap the new answer around a stream of its body and copy the old
    // answer's headers (its Content-Length) over the new ones.
    c.res = undefined;
    c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
  };
}
