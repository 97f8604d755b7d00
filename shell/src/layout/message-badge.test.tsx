import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from 'shared/events';
import { MemoryRouter } from 'shared/router';
import { sessionStore } from 'shared/store';
import { MessageBadge } from './message-badge';

const live = vi.hoisted(() => ({ listeners: new Set<(e: LiveEvent) => void>() }));
vi.mock('shared/events', () => ({
  subscribeEvents: (listener: (e: LiveEvent) => void) => {
    live.listeners.add(listener);
    return () => live.listeners.delete(listener);
  },
}));
const unread = (total: number) =>
  act(() => {
    for (const l of live.listeners) l({ type: 'unread', data: { total } });
  });

const worker = { id: 'w1', email: 'taro@example.com', name: '山田 太郎', charge: 10000, margin: 30, imageUrl: null, nameKana: '', displayName: '', phone: '', bio: '', profileCompleted: true };

beforeEach(() => {
  sessionStore.getState().setToken('tok');
  sessionStore.getState().setWorker(worker);
});
afterEach(() => {
  cleanup();
  sessionStore.getState().clearSession();
});

describe("the header's message badge", () => {
  it('says only メッセージ until the stream tells the count (offline it cannot) — never that there are none', async () => {
    render(<MemoryRouter initialEntries={['/mypage']}><MessageBadge /></MemoryRouter>);
    const badge = screen.getByTestId('unread-badge');
    expect(badge).toHaveAccessibleName('メッセージ');
    expect(badge).not.toHaveAttribute('data-count');
    expect(badge).toHaveTextContent('');

    await unread(0);
    expect(badge).toHaveAccessibleName('未読メッセージはありません');
    expect(badge).toHaveAttribute('data-count', '0');
    await unread(2);
    expect(badge).toHaveAccessibleName('未読メッセージ 2件');
    expect(badge).toHaveTextContent('2');
  });

  it('is not shown during sign-up (the profile step: my page is not open yet), nor subscribes', () => {
    render(<MemoryRouter initialEntries={['/signup/profile']}><MessageBadge /></MemoryRouter>);
    expect(screen.queryByTestId('unread-badge')).toBeNull();
    cleanup();
    sessionStore.getState().setWorker({ ...worker, profileCompleted: false });
    render(<MemoryRouter initialEntries={['/mypage']}><MessageBadge /></MemoryRouter>);
    expect(screen.queryByTestId('unread-badge')).toBeNull();
    expect(live.listeners.size).toBe(0);
  });
});
