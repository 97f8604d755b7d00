import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore, writeProfileDraft } from 'shared/store';
import { CHAT_DRAFT_PREFIX, SHIFT_DRAFT_PREFIX, clearChatDrafts, requestResync, subscribeEvents } from './index';

let unsubscribe: () => void = () => undefined;
afterEach(() => unsubscribe());

describe('shared/events', () => {
  it('requestResync asks every view that follows the stream to load what it shows again', () => {
    const listener = vi.fn();
    // Signed out: the stream idles, nothing is fetched.
    unsubscribe = subscribeEvents(listener);
    requestResync();
    expect(listener).toHaveBeenCalledWith({ type: 'resync', data: { reason: 'reconnected' } });
  });

  it('a sign-out removes every remote draft (chat, shifts, the profile) and nothing else from localStorage', () => {
    localStorage.clear();
    sessionStore.getState().setToken('token-a');
    localStorage.setItem(`${CHAT_DRAFT_PREFIX}w1:customer:c1`, '{"text":"明日伺います","savedAt":"2026-12-01T00:00:00Z"}');
    localStorage.setItem('worker-shifts:draft:v1:w1:2027-01', '{"version":1}');
    writeProfileDraft('w1', { name: '山田 花子', nameKana: '', displayName: '', phone: '09012345678', bio: '' });
    expect(localStorage.getItem('profile-draft:w1:form')).toContain('09012345678');
    localStorage.setItem('shell-boot-memory', '{}');
    expect('worker-shifts:draft:v1:w1:2027-01'.startsWith(SHIFT_DRAFT_PREFIX)).toBe(true);

    sessionStore.getState().clearSession();

    expect(localStorage.getItem(`${CHAT_DRAFT_PREFIX}w1:customer:c1`)).toBeNull();
    expect(localStorage.getItem('worker-shifts:draft:v1:w1:2027-01')).toBeNull();
    expect(localStorage.getItem('profile-draft:w1:form')).toBeNull();
    expect(localStorage.getItem('shell-boot-memory')).toBe('{}');
    localStorage.clear();
  });

  it('clearChatDrafts removes the chat drafts only', () => {
    localStorage.clear();
    localStorage.setItem(`${CHAT_DRAFT_PREFIX}w1:inquiry:i1`, '{}');
    localStorage.setItem('worker-shifts:draft:v1:w1:2027-01', '{}');
    clearChatDrafts();
    expect(localStorage.getItem(`${CHAT_DRAFT_PREFIX}w1:inquiry:i1`)).toBeNull();
    expect(localStorage.getItem('worker-shifts:draft:v1:w1:2027-01')).toBe('{}');
    localStorage.clear();
  });
});
