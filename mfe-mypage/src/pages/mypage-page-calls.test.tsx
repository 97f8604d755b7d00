import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'shared/router';
import { sessionStore } from 'shared/store';
import { requestsSent, scriptedApi } from 'shared/testing/api';
import { routes } from '../routes';
import { MypagePage } from './mypage-page';

vi.mock('shared/events', () => ({ subscribeEvents: () => () => undefined }));

const reply = scriptedApi('tok');

describe("my page's declared first calls (routes.ts `calls`, sent early by the shell's boot script)", () => {
  it('are exactly the GETs the page sends as it opens', async () => {
    const requests = reply([{ status: 503, body: { error: { code: 'UNAVAILABLE', message: '' } } }]);
    sessionStore.getState().setWorker({ id: 'w1', email: 'a@example.jp', name: '山田 花子', charge: 12000, margin: 30, imageUrl: null, nameKana: '', displayName: '', phone: '', bio: '', profileCompleted: true });
    render(
      <MemoryRouter>
        <MypagePage />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('mypage-greeting')).toBeInTheDocument();
    const declared = routes.find((r) => r.path === '/mypage')?.calls ?? [];
    expect(declared.length).toBeGreaterThan(0);
    // Exactly these, and without a query: the boot script sends exactly the declared URL.
    expect((await requestsSent(requests, declared.length)).sort()).toEqual(declared.map((path) => `GET ${path}`).sort());
  });
});
