import { compress } from 'hono/compress';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/**
 * JSON answers are sent gzip-compressed to a client that accepts it (every browser; the gateway and nginx pass the
 * encoding through): my page's first GETs are part of what its first paint waits for, on a phone's network, and
 * my page's list of shifts is 9.5 KB of JSON that gzip makes 1.9 KB. Only JSON: never the event stream
 * (text/event-stream, which must flow as it is written) nor an image. A client that sends no Accept-Encoding gets
 * the plain answer. No BREACH-style exposure: the API authenticates with a bearer token a cross-site request cannot
 * carry, so no page of another site can make a browser send authenticated requests with text it chose
 * (docs/decisions.md "The boot script inline, the API's JSON compressed, the manifest and axios after the content").
 */
export function jsonCompression(): MiddlewareHandler<AppEnv> {
  return compress({ encoding: 'gzip', contentTypeFilter: /^application\/json\b/i });
}
