import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from 'shared/store';
import { forgetLists, recallList, rememberList, type RememberedList } from './list-memory';

const list = (id: string): RememberedList => ({
  tab: 'past',
  state: { status: 'ready', items: [{ id } as never], nextCursor: null, loadingMore: true, moreError: null, pages: 2 },
  counts: null,
  scrollY: 640,
});

afterEach(() => {
  forgetLists();
  sessionStore.getState().clearSession();
});

describe('the lists left through a row (back from a reservation)', () => {
  it('are recalled by history entry and tab, never half loading', () => {
    rememberList('k1', list('a'));
    expect(recallList('k1', 'past')).toMatchObject({ scrollY: 640, state: { items: [{ id: 'a' }], loadingMore: false } });
    expect(recallList('k1', 'requests')).toBeUndefined();
    expect(recallList('k2', 'past')).toBeUndefined();
  });

  it('keeps the last five only', () => {
    for (const k of ['k1', 'k2', 'k3', 'k4', 'k5', 'k6']) rememberList(k, list(k));
    expect(recallList('k1', 'past')).toBeUndefined();
    expect(recallList('k6', 'past')).toBeDefined();
  });

  it('are forgotten at sign-out: another worker on this phone never sees them', () => {
    sessionStore.getState().setToken('token-a');
    rememberList('k1', list('a'));
    sessionStore.getState().clearSession();
    expect(recallList('k1', 'past')).toBeUndefined();
  });
});
