import { describe, expect, it } from 'vitest';
import { workerCacheTag, workerIdFromAuthorization } from './worker-key';

function token(claims: object): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'none' })}.${part(claims)}.sig`;
}

describe('the worker an API response is cached for', () => {
  it('is the sub claim of the Bearer token', () => {
    expect(workerIdFromAuthorization(`Bearer ${token({ sub: 'uid-1', user_id: 'uid-1' })}`)).toBe('uid-1');
  });

  it('is nobody without a readable token (signed out, malformed, no sub)', () => {
    expect(workerIdFromAuthorization(null)).toBeNull();
    expect(workerIdFromAuthorization('')).toBeNull();
    expect(workerIdFromAuthorization('Bearer not-a-jwt')).toBeNull();
    expect(workerIdFromAuthorization(`Bearer ${token({ name: 'x' })}`)).toBeNull();
    expect(workerIdFromAuthorization(`Basic ${token({ sub: 'uid-1' })}`)).toBeNull();
  });

  it('gives the same tag to two tokens of one worker (a refreshed token) and different tags to two workers', async () => {
    const a1 = await workerCacheTag(`Bearer ${token({ sub: 'uid-a', iat: 1 })}`);
    const a2 = await workerCacheTag(`Bearer ${token({ sub: 'uid-a', iat: 2 })}`);
    const b = await workerCacheTag(`Bearer ${token({ sub: 'uid-b' })}`);
    expect(a1).toMatch(/^[0-9a-f]{32}$/);
    expect(a1).toBe(a2);
    expect(b).not.toBe(a1);
    expect(a1).not.toContain('uid-a');
    expect(await workerCacheTag(null)).toBeNull();
  });
});
