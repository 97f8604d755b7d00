import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'shared/router';
import { requestsSent, scriptedApi } from 'shared/testing/api';
import { routes } from '../routes';
import { ShiftListPage } from './shift-list-page';
import { ShiftSubmitPage } from './shift-submit-page';

const reply = scriptedApi('tok');
const declared = (path: string) => (routes.find((r) => r.path === path)?.calls ?? []).map((call) => `GET ${call}`);

describe("the shift pages' declared first calls (routes.ts `calls`, sent early by the shell's boot script)", () => {
  it.each([
    ['/mypage/shift-submit', ShiftSubmitPage],
    ['/mypage/shift-list', ShiftListPage],
  ])('%s sends exactly them as it opens', async (path, Page) => {
    const requests = reply([{ status: 503, body: { error: { code: 'UNAVAILABLE', message: '' } } }]);
    render(<MemoryRouter initialEntries={[path]}><Page /></MemoryRouter>);
    expect(declared(path)).toEqual(['GET /workerapi/shifts']);
    expect(await requestsSent(requests, 1)).toEqual(declared(path));
  });
});
