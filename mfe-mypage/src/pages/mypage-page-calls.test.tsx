import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'shared/router';
import { sessionStore } from 'shared/store';
import { firstCalls, scriptedApi } from 'shared/testing/api';
import { routes } from '../routes';
import { MypagePage } from './mypage-page';

vi.mock('shared/events', () => ({ subscribeEvents: () => () => undefined }));

const reply = scriptedApi('tok');

describe("my page's declared first calls (routes.ts `calls`, sent early by the shell's boot script)", () => {
  it('are exactly the GETs the page sends as it opens, without a query (the boot script sends exactly these URLs)', async () => {
    sessionStore.getState().setWorker({ id: 'w1', email: 'a@example.jp', name: '山田 花子', charge: 12000, margin: 30, imageUrl: null, nameKana: '', displayName: '', phone: '', bio: '', profileCompleted: true });
    const { declared, sent } = await firstCalls(reply, routes, '/mypage', () => render(<MemoryRouter><MypagePage /></MemoryRouter>));
    expect(screen.getByTestId('mypage-greeting')).toBeInTheDocument();
    expect(declared).toHaveLength(5);
    expect([...sent].sort()).toEqual([...declared].sort());
  });
});
