import { connect, type AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger';
import type { AppEnv } from './app-env';
import { captureLog } from './capture-log';
import { createErrorHandler, isDatabaseUnavailable } from './error-handler';
import { API_MESSAGES } from './messages';

function appThrowing(error: unknown) {
  const app = new Hono<AppEnv>();
  app.onError(createErrorHandler(createLogger('silent')));
  app.get('/x', () => {
    throw error;
  });
  return app;
}

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('error handler: the database being down is a 503 with a Japanese message, not a 500', () => {
  it.each([
    ['refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['server shut down (57P01)', withCode('terminating connection due to administrator command', '57P01')],
    ['connection failure class 08', withCode('connection failure', '08006')],
    ['pool timeout', new Error('timeout exceeded when trying to connect')],
    ['lost connection', new Error('Connection terminated unexpectedly')],
    ['wrapped in a cause', new Error('query failed', { cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED') })],
  ])('%s → 503 DATABASE_UNAVAILABLE', async (_name, error) => {
    const res = await appThrowing(error).request('/x');
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('5');
    expect(await res.json()).toEqual({ error: { code: 'DATABASE_UNAVAILABLE', message: API_MESSAGES.DATABASE_UNAVAILABLE } });
    expect(API_MESSAGES.DATABASE_UNAVAILABLE).toMatch(/しばらくしてからもう一度お試しください/);
  });

  it('any other failure stays a 500 SERVER_ERROR', async () => {
    const res = await appThrowing(withCode('duplicate key value violates unique constraint', '23505')).request('/x');
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ error: { code: 'SERVER_ERROR' } });
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});

describe('error handler: a client that drops its connection mid-body', () => {
  it('is logged as an aborted request at info, never as the database being unavailable', async () => {
    const log = captureLog();
    const app = new Hono<AppEnv>();
    app.onError(createErrorHandler(log.logger));
    app.post('/x', async (c) => c.json(await c.req.json()));
    const server = await new Promise<ServerType>((ok) => {
      const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => ok(s));
    });
    try {
      const port = (server.address() as AddressInfo).port;
      const socket = connect(port, '127.0.0.1');
      await new Promise((ok) => socket.once('connect', ok));
      socket.write('POST /x HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"name":"');
      socket.write('a'.repeat(1000), () => socket.destroy());
      await vi.waitFor(() => expect(log.text()).toContain('request aborted by the client'), { timeout: 5000 });
      expect(log.text()).not.toContain('database unavailable');
      expect(log.text()).not.toContain('"level":50');
    } finally {
      await new Promise((ok) => server.close(ok));
    }
  });
});
