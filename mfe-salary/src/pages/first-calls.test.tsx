import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { MemoryRouter } from 'shared/router';
import { firstCalls, scriptedApi } from 'shared/testing/api';
import { routes } from '../routes';
import { SalaryPage } from './salary-page';

const reply = scriptedApi('tok');

it("/mypage/salary (no query) sends exactly its route's declared first calls as it opens (sent early by the shell's boot script)", async () => {
  const { declared, sent } = await firstCalls(reply, routes, '/mypage/salary', () => render(<MemoryRouter initialEntries={['/mypage/salary']}><SalaryPage /></MemoryRouter>));
  expect(declared).toEqual(['GET /workerapi/salaries']);
  expect(sent).toEqual(declared);
});
