import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'shared/router';
import { sessionStore } from 'shared/store';
import { MypagePage } from './mypage-page';

describe('MypagePage', () => {
  afterEach(() => sessionStore.getState().clearSession());

  it("greets the worker by name and links every my-page area", () => {
    sessionStore.getState().setWorker({ id: 'w1', email: 'a@example.jp', name: '山田 花子', charge: 12000, margin: 30, imageUrl: null, nameKana: '', displayName: '', phone: '', bio: '', profileCompleted: true });
    render(
      <MemoryRouter>
        <MypagePage />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('mypage-greeting')).toHaveTextContent('山田 花子さん、こんにちは');
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    for (const path of ['/mypage/shift-submit', '/mypage/shift-list', '/mypage/salary', '/mypage/info', '/mypage/account',
      '/mypage/edit', '/mypage/email', '/mypage/password', '/mypage/chat/inquiry', '/mypage/reservation-list']) {
      expect(hrefs).toContain(path);
    }
  });
});
