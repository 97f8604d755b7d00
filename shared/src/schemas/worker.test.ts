import { describe, expect, it } from 'vitest';
import { MeResponseSchema, WorkerSchema } from './worker';

const worker = {
  id: 'w-1',
  email: 'taro@example.com',
  name: '山田 太郎',
  charge: 10000,
  margin: 30,
  imageUrl: null,
  nameKana: 'ヤマダ タロウ',
  displayName: 'たろう',
  phone: '09012345678',
  bio: '',
  profileCompleted: true,
};

describe('WorkerSchema (spec §3 "Worker (returned by the me call under the key worker): charge (number) and margin (number)")', () => {
  it('accepts a worker and keeps its fields', () => {
    expect(WorkerSchema.parse(worker)).toEqual(worker);
    expect(WorkerSchema.parse({ ...worker, imageUrl: 'https://example.com/a.png' }).imageUrl).toBe('https://example.com/a.png');
  });

  it('drops unknown fields', () => {
    expect(WorkerSchema.parse({ ...worker, password: 'x' })).toEqual(worker);
  });

  it.each([
    ['charge', -1],
    ['charge', 100.5],
    ['charge', '10000'],
    ['margin', 100],
    ['margin', -1],
    ['margin', 2.5],
    ['email', 'not-an-email'],
    ['imageUrl', undefined],
  ])('rejects %s = %j', (key, value) => {
    expect(WorkerSchema.safeParse({ ...worker, [key]: value }).success).toBe(false);
  });

  it('accepts the margin bounds 0 and 99', () => {
    expect(WorkerSchema.safeParse({ ...worker, margin: 0 }).success).toBe(true);
    expect(WorkerSchema.safeParse({ ...worker, margin: 99 }).success).toBe(true);
  });
});

describe('MeResponseSchema (spec §7 "GET /workerapi/me … worker")', () => {
  it('wraps the worker under the key worker', () => {
    expect(MeResponseSchema.parse({ worker })).toEqual({ worker });
    expect(MeResponseSchema.safeParse(worker).success).toBe(false);
  });
});
