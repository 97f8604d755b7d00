import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'shared/router';
import { requestsSent, scriptedApi } from 'shared/testing/api';
import { routes } from '../routes';
import { InquiryListPage } from './inquiry-list-page';

vi.mock('shared/events', () => ({ subscribeEvents: () => () => undefined }));

const reply = scriptedApi('tok');

describe("the chat pages' declared first calls (routes.ts `calls`, sent early by the shell's boot script)", () => {
  it('/mypage/chat/inquiry sends exactly them as it opens', async () => {
    const requests = reply([{ status: 503, body: { error: { code: 'UNAVAILABLE', message: '' } } }]);
    render(<MemoryRouter initialEntries={['/mypage/chat/inquiry']}><InquiryListPage /></MemoryRouter>);
    const declared = (routes.find((r) => r.path === '/mypage/chat/inquiry')?.calls ?? []).map((call) => `GET ${call}`);
    expect(declared).toEqual(['GET /workerapi/inquiries']);
    expect(await requestsSent(requests, 1)).toEqual(declared);
  });

  it('only the inquiry list declares calls: the other pages ask by id or with a tab', () => {
    expect(routes.filter((r) => r.calls).map((r) => r.path)).toEqual(['/mypage/chat/inquiry']);
  });
});
