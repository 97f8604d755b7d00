import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'shared/router';
import { NoticeList } from './notice-list';

const notice = (id: string, title: string, read: boolean) => ({ id, title, body: '本文', publishedAt: '2025-05-01T03:00:00.000Z', read });

describe('NoticeList', () => {
  it('marks unread notices with the word 未読 and links each to its detail', () => {
    render(
      <MemoryRouter>
        <NoticeList notices={[notice('n1', '新しい', false), notice('n2', '古い', true)]} />
      </MemoryRouter>,
    );
    const items = screen.getAllByTestId('notice-item');
    expect(items[0]).toHaveTextContent('未読');
    expect(items[0]).toHaveTextContent('2025年5月1日');
    expect(items[1]).not.toHaveTextContent('未読');
    expect(screen.getByRole('link', { name: /新しい/ })).toHaveAttribute('href', '/mypage/info?id=n1');
  });

  it('says so when there are none', () => {
    render(
      <MemoryRouter>
        <NoticeList notices={[]} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('notices-empty')).toHaveTextContent('お知らせはまだありません。');
  });
});
