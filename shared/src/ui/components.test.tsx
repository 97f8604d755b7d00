import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { Alert } from './alert';
import { Card } from './card';
import { LoadError } from './load-error';
import { PageTitle } from './page-title';
import { Phrases } from './phrases';
import { Spinner } from './spinner';
import { VisuallyHidden } from './visually-hidden';

describe('Alert', () => {
  it('an error is announced at once (role alert)', () => {
    render(<Alert tone="error" title="エラーが発生しました">ネットワークエラーが発生しました。接続を確認してください。</Alert>);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('エラーが発生しました');
    expect(alert).toHaveTextContent('ネットワークエラーが発生しました。接続を確認してください。');
  });

  it.each(['info', 'success'] as const)('%s is a polite status', (tone) => {
    render(<Alert tone={tone}>保存しました</Alert>);
    expect(screen.getByRole('status')).toHaveTextContent('保存しました');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('passes an id through (for aria-describedby)', () => {
    render(<Alert tone="error" id="login-failure">パスワードが間違っています</Alert>);
    expect(screen.getByRole('alert')).toHaveAttribute('id', 'login-failure');
  });

  it('offers a way forward', () => {
    render(<Alert tone="error" action={<button type="button">再試行</button>}>読み込めませんでした</Alert>);
    expect(screen.getByRole('button', { name: '再試行' })).toBeInTheDocument();
  });
});

describe('Spinner', () => {
  it('announces 読み込み中… to screen readers', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('読み込み中…');
  });
  it('takes a label', () => {
    render(<Spinner label="給与を読み込み中…" />);
    expect(screen.getByRole('status')).toHaveTextContent('給与を読み込み中…');
  });
});

describe('PageTitle, Card, VisuallyHidden', () => {
  it('PageTitle is the page heading, focusable by script', () => {
    render(<PageTitle>マイページ</PageTitle>);
    const heading = screen.getByRole('heading', { level: 1, name: 'マイページ' });
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('PageTitle names the page in the tab while it is shown, and gives the app name back when it goes', () => {
    document.title = 'ワーカー';
    const { rerender, unmount } = render(<PageTitle>シフト提出</PageTitle>);
    expect(document.title).toBe('シフト提出 | ワーカー');
    rerender(<PageTitle>給与明細</PageTitle>);
    expect(document.title).toBe('給与明細 | ワーカー');
    unmount();
    expect(document.title).toBe('ワーカー');
  });

  it('PageTitle with a heading that names a person: the tab says the generic name it is given', () => {
    render(<PageTitle documentTitle="メッセージ">佐藤 美咲 様</PageTitle>);
    expect(screen.getByRole('heading', { level: 1, name: '佐藤 美咲 様' })).toBeInTheDocument();
    expect(document.title).toBe('メッセージ | ワーカー');
    expect(document.title).not.toContain('佐藤');
  });

  it('Card is a region named by its heading', () => {
    render(
      <Card aria-labelledby="t">
        <h2 id="t">口座情報</h2>
      </Card>,
    );
    expect(screen.getByRole('region', { name: '口座情報' })).toBeInTheDocument();
  });

  it('VisuallyHidden text is still read', () => {
    render(
      <button type="button">
        ×<VisuallyHidden>勤務不可</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: '×勤務不可' })).toBeInTheDocument();
  });
});

describe('Phrases', () => {
  const phrasesOf = (text: string, breakAfter?: string) => {
    const { container } = render(<p>{breakAfter ? <Phrases text={text} breakAfter={breakAfter} /> : <Phrases text={text} />}</p>);
    const p = container.querySelector('p');
    return { text: p?.textContent, phrases: [...(p?.children ?? [])].map((span) => span.textContent) };
  };

  it('cuts after 、 and 〜, keeping the text as it reads', () => {
    expect(phrasesOf('山田 花子さん、こんにちは')).toEqual({ text: '山田 花子さん、こんにちは', phrases: ['山田 花子さん、', 'こんにちは'] });
    expect(phrasesOf('12月1日(火)〜12月31日(木)').phrases).toEqual(['12月1日(火)〜', '12月31日(木)']);
  });

  it('a text without a break is one phrase; the break characters can be chosen', () => {
    expect(phrasesOf('こんにちは').phrases).toEqual(['こんにちは']);
    expect(phrasesOf('A・B・C', '・').phrases).toEqual(['A・', 'B・', 'C']);
  });
});

describe('LoadError', () => {
  it('announces what failed and why, and 再試行 loads again', async () => {
    const onRetry = vi.fn();
    render(<LoadError title="シフトを読み込めませんでした" error={{ message: 'ネットワークエラーが発生しました。' }} onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('シフトを読み込めませんでした');
    expect(alert).toHaveTextContent('ネットワークエラーが発生しました。');
    expect(alert).toHaveAttribute('data-testid', 'load-error');
    await userEvent.click(screen.getByRole('button', { name: '再試行' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('offline without an answer, says what notKeptOffline says; online or for another error, the error\'s own message', () => {
    const notKept = '口座情報は安全のためこの端末に保存していないので、オフラインでは表示できません。接続が戻ると自動で表示します。';
    const network = new ApiError({ status: null, key: 'NETWORK_ERROR' });
    const server = new ApiError({ status: 500, key: 'SERVER_ERROR' });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const offline = render(<LoadError error={network} notKeptOffline={notKept} onRetry={() => undefined} />);
      expect(screen.getByRole('alert')).toHaveTextContent(notKept);
      offline.unmount();
      const other = render(<LoadError error={server} notKeptOffline={notKept} onRetry={() => undefined} />);
      expect(screen.getByRole('alert')).toHaveTextContent(server.message);
      other.unmount();
      onLine.mockReturnValue(true);
      render(<LoadError error={network} notKeptOffline={notKept} onRetry={() => undefined} />);
      expect(screen.getByRole('alert')).toHaveTextContent('ネットワークエラーが発生しました。接続を確認してください。');
    } finally {
      onLine.mockRestore();
    }
  });
});
