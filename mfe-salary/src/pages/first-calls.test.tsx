import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'shared/router';
import { requestsSent, scriptedApi } from 'shared/testing/api';
import { routes } from '../routes';
import { SalaryPage } from './salary-page';

const reply = scriptedApi('tok');

describe("the salary page's declared first calls (routes.ts `calls`, sent early by the shell's boot script)", () => {
  it('/mypage/salary (no query) sends exactly them as it opens', async () => {
    const requests = reply([{ status: 503, body: { error: { code: 'UNAVAILABLE', message: '' } } }]);
    render(<MemoryRouter initialEntries={['/mypage/salary']}><SalaryPage /></MemoryRouter>);
    const declared = (routes.find((r) => r.path === '/mypage/salary')?.calls ?? []).map((call) => `GET ${call}`);
    expect(declared).toEqual(['GET /workerapi/salaries']);
    expect(await requestsSent(requests, 1)).toEqual(declared);
  });
});
