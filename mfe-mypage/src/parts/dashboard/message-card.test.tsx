import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'shared/router';
import type { LiveEvent } from 'shared/events';
import type { UnreadSummaryResponse } from 'features/mypage';
import { MessageCard } from './message-card';

const live = vi.hoisted(() => ({ listeners: new Set<(e: LiveEvent) => void>() }));
vi.mock('shared/events', () => ({
  subscribeEvents: (listener: (e: LiveEvent) => void) => {
    live.listeners.add(listener);
    return () => live.listeners.delete(listener);
  },
}));

describe('MessageCard (dashboard)', () => {
  it('lists the chats and inquiries with unread messages, newest first, with their counts, and refreshes live', async () => {
    const answers: UnreadSummaryResponse[] = [
      { total: 3, threads: [
        { kind: 'chat', id: 'c1', title: '佐藤 美咲', unread: 2, lastMessageAt: '2026-11-23T05:00:00.000Z' },
        { kind: 'inquiry', id: 'i1', title: '給与について', unread: 1, lastMessageAt: '2026-11-23T04:00:00.000Z' },
      ] },
      { total: 0, threads: [] },
    ];
    let call = 0;
    const load = () => Promise.resolve(answers[Math.min(call++, answers.length - 1)] ?? { total: 0, threads: [] });
    render(<MemoryRouter><MessageCard load={load} /></MemoryRouter>);
    const links = await screen.findAllByTestId('dashboard-message-thread');
    expect(links.map((l) => l.textContent)).toEqual(['佐藤 美咲 様2', '運営事務局：給与について1']);
    expect(links[0]).toHaveAttribute('href', '/mypage/chat/c1');
    expect(links[1]).toHaveAttribute('href', '/mypage/chat/inquiry/i1');
    act(() => {
      for (const l of live.listeners) l({ type: 'unread', data: { total: 0 } });
    });
    expect(await screen.findByText('未読のメッセージはありません')).toBeInTheDocument();
  });

  it('lists the latest read chats under 最近のチャット with their last time — today as the time, before as the day', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T06:00:00.000Z'), toFake: ['Date'] });
    const load = () => Promise.resolve<UnreadSummaryResponse>({
      total: 0,
      threads: [],
      recent: [
        { id: 'c2', title: '高橋 花子', lastMessageAt: '2026-11-23T05:05:00.000Z' },
        { id: 'c3', title: '田中 一郎', lastMessageAt: '2026-11-20T01:00:00.000Z' },
      ],
    });
    render(<MemoryRouter><MessageCard load={load} /></MemoryRouter>);
    expect(await screen.findByText('未読のメッセージはありません')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: '最近のチャット' });
    const links = await screen.findAllByTestId('dashboard-recent-chat');
    expect(list).toContainElement(links[0] ?? null);
    expect(links.map((l) => l.textContent)).toEqual(['高橋 花子 様14:05', '田中 一郎 様11月20日(金)']);
    expect(links[1]).toHaveAttribute('href', '/mypage/chat/c3');
    vi.useRealTimers();
  });

  it('an API older than the card (no recent) shows no 最近のチャット', async () => {
    render(<MemoryRouter><MessageCard load={() => Promise.resolve({ total: 0, threads: [] })} /></MemoryRouter>);
    expect(await screen.findByText('未読のメッセージはありません')).toBeInTheDocument();
    expect(screen.queryByText('最近のチャット')).toBeNull();
  });

  it("opened as /mypage#messages (the header's message badge), my page scrolls to this card once it has its answer, once", async () => {
    const scrolled: string[] = [];
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: HTMLElement) {
        scrolled.push(this.id);
      },
    });
    const load = () => Promise.resolve({ total: 0, threads: [] });
    const plain = render(<MemoryRouter initialEntries={['/mypage']}><MessageCard load={load} /></MemoryRouter>);
    await screen.findByText('未読のメッセージはありません');
    expect(scrolled).toEqual([]);
    plain.unmount();
    let answer: (summary: { total: number; threads: [] }) => void = () => undefined;
    let loads = 0;
    const slow = () => {
      loads += 1;
      return loads === 1 ? new Promise<{ total: number; threads: [] }>((resolve) => (answer = resolve)) : load();
    };
    render(<MemoryRouter initialEntries={['/mypage#messages']}><MessageCard load={slow} /></MemoryRouter>);
    // Not while loading: the lists (and the cards below) would push the page's end, and the card, after the scroll.
    expect(scrolled).toEqual([]);
    await act(async () => answer({ total: 0, threads: [] }));
    expect(scrolled).toEqual(['messages']);
    // A later answer (a live reload) leaves the scroll to the worker.
    await act(async () => {
      for (const l of live.listeners) l({ type: 'resync' } as LiveEvent);
    });
    expect(loads).toBe(2);
    expect(scrolled).toEqual(['messages']);
    delete (HTMLElement.prototype as { scrollIntoView?: unknown }).scrollIntoView;
  });

  it("the stream's first event repeats the total shown: no second request; a changed total or a resync reloads", async () => {
    let calls = 0;
    const load = () => {
      calls += 1;
      return Promise.resolve({ total: calls === 1 ? 1 : 2, threads: [{ kind: 'chat' as const, id: 'c1', title: '佐藤 美咲', unread: calls === 1 ? 1 : 2, lastMessageAt: '2026-11-23T05:00:00.000Z' }] });
    };
    render(<MemoryRouter><MessageCard load={load} /></MemoryRouter>);
    expect((await screen.findByTestId('dashboard-message-thread')).textContent).toBe('佐藤 美咲 様1');
    // Async act: the reload a different total starts answers within it (no state update outside act).
    const send = (event: LiveEvent) => act(async () => {
      for (const l of live.listeners) l(event);
    });
    await send({ type: 'unread', data: { total: 1 } });
    expect(calls).toBe(1);
    await send({ type: 'unread', data: { total: 2 } });
    await vi.waitFor(() => expect(screen.getByTestId('dashboard-message-thread').textContent).toBe('佐藤 美咲 様2'));
    expect(calls).toBe(2);
    await send({ type: 'resync', data: { reason: 'visible' } });
    await vi.waitFor(() => expect(calls).toBe(3));
  });

  it('a total announced while the summary is loading is compared when it arrives: equal, nothing more; different, one reload', async () => {
    const answers: ((value: UnreadSummaryResponse) => void)[] = [];
    const load = () => new Promise<UnreadSummaryResponse>((resolve) => answers.push(resolve));
    render(<MemoryRouter><MessageCard load={load} /></MemoryRouter>);
    const send = (total: number) => act(() => {
      for (const l of live.listeners) l({ type: 'unread', data: { total } });
    });
    send(0);
    await act(async () => answers[0]?.({ total: 0, threads: [] }));
    expect(await screen.findByText('未読のメッセージはありません')).toBeInTheDocument();
    expect(answers).toHaveLength(1);
    send(0);
    expect(answers).toHaveLength(1);
    send(1); // a message came: the card asks again
    expect(answers).toHaveLength(2);
    send(2); // and another while that load is under way
    await act(async () => answers[1]?.({ total: 1, threads: [{ kind: 'chat', id: 'c1', title: '佐藤 美咲', unread: 1, lastMessageAt: '2026-11-23T05:00:00.000Z' }] }));
    await vi.waitFor(() => expect(answers).toHaveLength(3));
  });

  it('says so when the summary cannot be loaded', async () => {
    const failing = { load: () => Promise.reject(new Error('offline')) };
    render(<MemoryRouter><MessageCard load={failing.load} /></MemoryRouter>);
    expect(await screen.findByText('メッセージを読み込めませんでした')).toBeInTheDocument();
  });
});
