// Test helper (not exported from shared/auth): ID tokens with a chosen expiry, a worker for GET /workerapi/me, and
// the clock and config each session test starts from.
import { vi } from 'vitest';
import { api } from 'shared/api';
import { resetConfig, setConfig } from 'shared/config';
import { sessionStore } from 'shared/store';

/** An unsigned JWT expiring at `expMs` (ms since epoch); `n` tells tokens of the same expiry apart; `sub`, its user. */
export function testJwt(expMs: number, n: number, sub?: string): string {
  const part = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'none' })}.${part({ exp: Math.floor(expMs / 1000), n, ...(sub === undefined ? {} : { sub }) })}.`;
}

export const TEST_WORKER = { id: 'w1', email: 'taro@example.com', name: '山田 太郎', charge: 10000, margin: 30, imageUrl: null, nameKana: '', displayName: '', phone: '', bio: '', profileCompleted: true };

/** Before each test: time stands at `now` (timers faked), the config of a test environment, no session. */
export function startSessionTest(now: number): void {
  vi.useFakeTimers({ now, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  setConfig({ environment: 'test', apiBaseUrl: '', firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' }, remotes: {} });
  sessionStore.getState().clearSession();
}

const originalAdapter = api.defaults.adapter;

/** After each test: the client's own adapter, the config and real timers back. */
export function endSessionTest(): void {
  api.defaults.adapter = originalAdapter;
  resetConfig();
  vi.useRealTimers();
}
