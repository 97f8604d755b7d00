import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { MemoryRouter } from 'shared/router';
import { ShiftListPage } from './shift-list-page';

// A plain stub (not vi.fn): vitest reports a vi.fn's rejected promise as unhandled even when the page catches it.
const api = vi.hoisted(() => ({ next: (): Promise<unknown> => new Promise(() => undefined) }));
vi.mock('features/shifts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('features/shifts')>();
  return { ...actual, getShifts: () => api.next() };
});

beforeEach(() => {
  api.next = () => new Promise(() => undefined);
});

describe('ShiftListPage', () => {
  it('loading, then an error in Japanese with 再試行, then the list', async () => {
    const user = userEvent.setup();
    let reject: (e: unknown) => void = () => undefined;
    api.next = () => new Promise((_, r) => { reject = r; });
    render(<MemoryRouter><ShiftListPage /></MemoryRouter>);
    expect(screen.getByRole('heading', { name: 'シフト一覧', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('shifts-loading')).toHaveTextContent('シフトを読み込み中…');

    reject(new ApiError({ status: null, key: 'NETWORK_ERROR' }));
    expect(await screen.findByTestId('load-error')).toHaveTextContent('シフトを読み込めませんでした。ネットワークエラーが発生しました。接続を確認してください。');

    api.next = () => Promise.resolve({ today: '2025-05-20', periods: [], answers: [], confirmed: [], submissions: [] });
    await user.click(screen.getByRole('button', { name: '再試行' }));
    expect(await screen.findByTestId('shift-list-empty')).toHaveTextContent('シフトはまだありません。');
  });
});
