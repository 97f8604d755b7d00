import { describe, expect, it } from 'vitest';
import { EXCLUDED_PATHS, ROUTE_TABLE, paramsAreValid } from './route-table';

const SPEC_ROUTES = [
  '/login', '/login/forget-password', '/signup', '/signup/profile', '/mypage', '/mypage/account',
  '/mypage/account/edit', '/mypage/edit', '/mypage/email', '/mypage/password', '/mypage/info',
  '/mypage/chat/:id', '/mypage/chat/inquiry', '/mypage/chat/inquiry/:id', '/mypage/reservation-list',
  '/mypage/reservation/:id', '/mypage/salary', '/mypage/shift-list', '/mypage/shift-submit', '/mypage/user/:id',
];

describe('route table (spec §2)', () => {
  it('holds every route of the spec, each once', () => {
    const paths = ROUTE_TABLE.map((r) => r.path);
    expect([...paths].sort()).toEqual([...SPEC_ROUTES].sort());
  });

  it('§2 "An excluded set of routes is /login, /signup and /login/forget-password."', () => {
    expect(EXCLUDED_PATHS).toEqual(['/login', '/signup', '/login/forget-password']);
  });

  it('rejects an invalid route parameter (→ 404 Page Not Found)', () => {
    const chat = ROUTE_TABLE.find((r) => r.path === '/mypage/chat/:id');
    expect(chat).toBeDefined();
    if (!chat) return;
    expect(paramsAreValid(chat, { id: 'abc-123' })).toBe(true);
    expect(paramsAreValid(chat, { id: '../../etc' })).toBe(false);
    expect(paramsAreValid(chat, { id: 'x'.repeat(65) })).toBe(false);
    expect(paramsAreValid(chat, {})).toBe(false);
  });
});
