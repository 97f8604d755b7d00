// A failed area (a remote's page): the message says whether it is the connection, and 再試行 tries again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'shared/router';
import { AreaError } from './area-error';

// The area error knows the registry's error type; the federation host behind the registry is not needed here.
vi.mock('../remotes/host', () => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function show(onRetry = vi.fn()) {
  render(
    <MemoryRouter>
      <AreaError onRetry={onRetry} />
    </MemoryRouter>,
  );
  return onRetry;
}

describe('the area error', () => {
  it('online: the page could not be loaded, check the connection; 再試行 tries again', async () => {
    const onRetry = show();
    expect(screen.getByRole('alert')).toHaveTextContent('このページを読み込めませんでした。通信状況を確認して再試行してください。');
    await userEvent.click(screen.getByRole('button', { name: '再試行' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offline: says so, and that the page opens by itself when the connection returns', () => {
    let online = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    show();
    expect(screen.getByRole('alert')).toHaveTextContent('オフラインのため、このページを読み込めませんでした。接続が戻ると自動で表示します。');
    online = true;
    act(() => { window.dispatchEvent(new Event('online')); });
    expect(screen.getByRole('alert')).toHaveTextContent('通信状況を確認して再試行してください。');
  });
});
