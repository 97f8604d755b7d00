import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { MemoryRouter } from 'shared/router';
import { firstCalls, scriptedApi } from 'shared/testing/api';
import { routes } from '../routes';
import { ShiftListPage } from './shift-list-page';
import { ShiftSubmitPage } from './shift-submit-page';

const reply = scriptedApi('tok');

it.each([
  ['/mypage/shift-submit', ShiftSubmitPage],
  ['/mypage/shift-list', ShiftListPage],
])("%s sends exactly its route's declared first calls as it opens (sent early by the shell's boot script)", async (path, Page) => {
  const { declared, sent } = await firstCalls(reply, routes, path, () => render(<MemoryRouter initialEntries={[path]}><Page /></MemoryRouter>));
  expect(declared).toEqual(['GET /workerapi/shifts']);
  expect(sent).toEqual(declared);
});
