import { render } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { MemoryRouter } from 'shared/router';
import { firstCalls, scriptedApi } from 'shared/testing/api';
import { routes } from '../routes';
import { InquiryListPage } from './inquiry-list-page';

vi.mock('shared/events', () => ({ subscribeEvents: () => () => undefined }));

const reply = scriptedApi('tok');

it("/mypage/chat/inquiry sends exactly its route's declared first calls as it opens (sent early by the shell's boot script)", async () => {
  const { declared, sent } = await firstCalls(reply, routes, '/mypage/chat/inquiry', () => render(<MemoryRouter initialEntries={['/mypage/chat/inquiry']}><InquiryListPage /></MemoryRouter>));
  expect(declared).toEqual(['GET /workerapi/inquiries']);
  expect(sent).toEqual(declared);
});

it('only the inquiry list declares calls: the other pages ask by id or with a tab', () => {
  expect(routes.filter((r) => r.calls).map((r) => r.path)).toEqual(['/mypage/chat/inquiry']);
});
