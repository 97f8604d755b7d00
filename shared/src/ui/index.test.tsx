// shared/ui as a remote sees it: each component of docs/contracts.md, taken from the subpath, renders
// what a worker (and a screen reader) gets — a wrong or missing re-export fails here.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as ui from './index';

describe('shared/ui subpath (docs/contracts.md components)', () => {
  it('renders the contract components with their roles and names', () => {
    render(
      <ui.Card aria-labelledby="card-title">
        <ui.PageTitle>マイページ</ui.PageTitle>
        <h2 id="card-title">口座情報</h2>
        <ui.TextField label="メールアドレス" />
        <ui.Button>保存する</ui.Button>
        <ui.Alert tone="error">保存できませんでした</ui.Alert>
        <ui.Spinner />
        <ui.Icon name="sign-out" label="ログアウト" />
        <ui.VisuallyHidden>読み上げ専用</ui.VisuallyHidden>
      </ui.Card>,
    );
    expect(screen.getByRole('region', { name: '口座情報' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'マイページ' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'メールアドレス' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '保存する' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('alert')).toHaveTextContent('保存できませんでした');
    expect(screen.getByRole('status')).toHaveTextContent('読み込み中…');
    expect(screen.getByRole('img', { name: 'ログアウト' })).toBeInTheDocument();
    expect(screen.getByText('読み上げ専用')).toHaveClass('ui-visually-hidden');
  });

  it('lists the registered icons of spec §9', () => {
    expect(ui.ICON_NAMES).toEqual(['sign-out', 'user', 'undo', 'redo', 'trash', 'book', 'comment']);
  });
});
