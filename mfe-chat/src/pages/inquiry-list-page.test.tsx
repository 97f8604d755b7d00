import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'shared/router';
import { InquiryListPage } from './inquiry-list-page';

vi.mock('shared/events', () => ({ subscribeEvents: () => () => undefined }));
vi.mock('features/chat', async (importOriginal) => ({
  ...(await importOriginal<typeof import('features/chat')>()),
  getInquiries: () => Promise.resolve({ inquiries: [] }),
  getReservations: () => Promise.resolve({ reservations: [], nextCursor: null, counts: { requests: 0, upcoming: 0, past: 0 } }),
}));

describe('InquiryListPage: 新しいお問い合わせ by keyboard', () => {
  it('the form opens with the focus on its first field, and キャンセル gives it back to 新しいお問い合わせ (it fell to <body> both times)', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/mypage/chat/inquiry']}>
        <Routes>
          <Route path="/mypage/chat/inquiry" element={<InquiryListPage />} />
        </Routes>
      </MemoryRouter>,
    );
    screen.getByRole('button', { name: '新しいお問い合わせ' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('combobox', { name: /カテゴリ/ })).toHaveFocus();

    screen.getByRole('button', { name: 'キャンセル' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: '新しいお問い合わせ' })).toHaveFocus();
  });
});
