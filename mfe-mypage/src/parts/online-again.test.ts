import { describe, expect, it } from 'vitest';
import { ApiError } from 'shared/api';
import { AuthError } from 'shared/auth';
import { failedForWantOfConnection } from './online-again';

describe('failedForWantOfConnection', () => {
  it('is a save that got no answer: the API unreachable, or the identity provider unreachable', () => {
    expect(failedForWantOfConnection(new ApiError({ status: null, key: 'NETWORK_ERROR' }))).toBe(true);
    expect(failedForWantOfConnection(new AuthError('auth/network-request-failed'))).toBe(true);
  });

  it('is not a canceled request, an answer the server gave, or any other failure', () => {
    expect(failedForWantOfConnection(new ApiError({ status: null, key: 'NETWORK_ERROR', canceled: true }))).toBe(false);
    expect(failedForWantOfConnection(new ApiError({ status: 503, key: 'SERVER_ERROR' }))).toBe(false);
    expect(failedForWantOfConnection(new AuthError('auth/wrong-password'))).toBe(false);
    expect(failedForWantOfConnection(new Error('boom'))).toBe(false);
    expect(failedForWantOfConnection(null)).toBe(false);
  });
});
