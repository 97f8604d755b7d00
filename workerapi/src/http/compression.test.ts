import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env';
import { jsonCompression } from './compression';

const shifts = Array.from({ length: 120 }, (_, i) => ({ id: `s${i}`, date: `2026-12-${String((i % 28) + 1).padStart(2, '0')}`, status: '○' }));

function app() {
  const a = new Hono<AppEnv>();
  a.use('*', jsonCompression());
  a.get('/shifts', (c) => c.json({ shifts }));
  a.get('/bad', (c) => c.json({ error: { code: 'VALIDATION_ERROR', message: '入力内容を確認してください。' } }, 400));
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

  it('compresses an error answer too, with its status', async () => {
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
});
