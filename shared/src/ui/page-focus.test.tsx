import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { focusPageTitle } from './page-focus';
import { PageTitle } from './page-title';

describe('focusPageTitle (the focus after an in-app navigation)', () => {
  it('focuses the page heading already on screen', () => {
    const { container } = render(
      <main>
        <PageTitle>シフト一覧</PageTitle>
        <button type="button">削除</button>
      </main>,
    );
    focusPageTitle(container);
    expect(screen.getByRole('heading', { level: 1, name: 'シフト一覧' })).toHaveFocus();
  });

  it('a page still loading: its heading takes the focus when it mounts, once', () => {
    const { container, rerender } = render(<main><p>読み込み中…</p></main>);
    focusPageTitle(container);
    expect(document.body).toHaveFocus();

    rerender(<main><PageTitle>給与明細</PageTitle></main>);
    expect(screen.getByRole('heading', { level: 1, name: '給与明細' })).toHaveFocus();

    (document.activeElement as HTMLElement).blur();
    rerender(<main><PageTitle key="other">振込明細</PageTitle></main>); // another heading later, no navigation
    expect(document.body).toHaveFocus();
  });

  it('the worker tapped or pressed a key while the page loaded: the heading leaves the focus where it is', () => {
    const { container, rerender } = render(<main><p>読み込み中…</p></main>);
    focusPageTitle(container);
    fireEvent.pointerDown(document.body);
    rerender(<main><PageTitle>マイページ</PageTitle></main>);
    expect(document.body).toHaveFocus();

    focusPageTitle(document.createElement('div')); // no heading there: pending again
    fireEvent.keyDown(document.body, { key: 'Tab' });
    rerender(<main><PageTitle key="again">マイページ</PageTitle></main>);
    expect(document.body).toHaveFocus();
  });

  it('a page that focused something of its own as it opened keeps that focus', () => {
    const { container } = render(
      <main>
        <PageTitle>口座情報の変更</PageTitle>
        <input aria-label="パスワード" />
      </main>,
    );
    screen.getByLabelText('パスワード').focus();
    focusPageTitle(container);
    expect(screen.getByLabelText('パスワード')).toHaveFocus();
  });

  it('without a navigation a heading does not take the focus, and a ref given to it still gets the element', () => {
    const ref = createRef<HTMLHeadingElement>();
    render(<PageTitle ref={ref}>マイページ</PageTitle>);
    expect(document.body).toHaveFocus();
    expect(ref.current).toBe(screen.getByRole('heading', { level: 1, name: 'マイページ' }));
  });
});
