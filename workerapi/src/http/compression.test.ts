import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env';
import { acceptsGzip, jsonCompression } from './compression';

const shifts = Array.from({ length: 120 }, (_, i) => ({ id: `s${i}`, date: `2026-12-${String((i % 28) + 1).padStart(2, '0')}`, status: '○' }));

function app() {
  const a = new Hono<AppEnv>();
  a.use('*', jsonCompression());
  a.get('/shifts', (c) => c.json({ shifts }));
  a.get('/small', (c) => c.json({ ok: true }));
  // A long error answer (one entry per rejected field): compressed like any JSON, with its status.
  const fields = Array.from({ length: 40 }, (_, i) => ({ field: `days.${i}.status`, message: '○ △ × のいずれかを選んでください。' }));
  a.get('/bad', (c) => c.json({ error: { code: 'VALIDATION_ERROR', message: '入力内容を確認してください。', fields } }, 400));
  a.get('/events', (c) => streamSSE(c, async (s) => { await s.writeSSE({ event: 'ping', data: '{}' }); }));
  return a;
}

describe('jsonCompression', () => {
  it('sends JSON gzip-compressed to a client that accepts it: the same answer, a fraction of the bytes', async () => {
    const plain = await app().request('/shifts');
    const plainBytes = (await plain.arrayBuffer()).byteLength;
    const res = await app().request('/shifts', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Vary')).toMatch(/Accept-Encoding/);
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.byteLength).toBeLessThan(plainBytes / 4);
    expect(JSON.parse(gunzipSync(body).toString('utf8'))).toEqual({ shifts });
  });

  it('compresses a long error answer too, with its status', async () => {
    const res = await app().request('/bad', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(400);
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8')).error.code).toBe('VALIDATION_ERROR');
  });

  it('leaves the answer plain for a client that does not accept gzip', async () => {
    const res = await app().request('/shifts');
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(await res.json()).toEqual({ shifts });
  });

  it('never compresses the event stream', async () => {
    const res = await app().request('/events', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('Content-Type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(await res.text()).toContain('event: ping');
  });

  it('sends the compressed answer whole, with its Content-Length (not a stream): headers and body leave together', async () => {
    const res = await app().request('/shifts', { headers: { 'Accept-Encoding': 'gzip' } });
    const body = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('Content-Length')).toBe(String(body.byteLength));
    expect(JSON.parse(gunzipSync(body).toString('utf8'))).toEqual({ shifts });
  });

  it('on the wire (@hono/node-server): the gzip answer has a Content-Length and is not chunked', async () => {
    const server = serve({ fetch: app().fetch, port: 0, hostname: '127.0.0.1' });
    try {
      await new Promise<void>((resolve) => { if (server.listening) resolve(); else server.once('listening', () => resolve()); });
      const { port } = server.address() as AddressInfo;
      const answer = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        get({ host: '127.0.0.1', port, path: '/shifts', headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.headers['transfer-encoding']).toBeUndefined();
      expect(answer.headers['content-length']).toBe(String(answer.body.byteLength));
      expect(JSON.parse(gunzipSync(answer.body).toString('utf8'))).toEqual({ shifts });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('leaves a small answer plain (gzip would not pay), still saying it varies by Accept-Encoding', async () => {
    const res = await app().request('/small', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('reads Accept-Encoding as a client means it', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('gzip;q=0, br')).toBe(false);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('*;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
