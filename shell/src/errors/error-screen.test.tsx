// Spec §2 error screen: 404 → not found; other errors → their message or 'エラーが発生しました'; one button
// (マイページ with a worker session, else ログイン); the stack trace only when the environment is 'local'.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { resetConfig, setConfig, type RuntimeConfig } from 'shared/config';
import { MemoryRouter } from 'shared/router';
import { sessionStore } from 'shared/store';
import { ErrorScreen } from './error-screen';
import type { ScreenError } from './screen-error';

function configFor(environment: string): RuntimeConfig {
  return {
    environment,
    apiBaseUrl: '',
    firebase: { apiKey: 'k', authDomain: 'd', databaseURL: '', projectId: 'p', storageBucket: '', messagingSenderId: '' },
    remotes: {},
  };
}

const failure: ScreenError = { message: '読み込みに失敗しました', stack: 'Error: 読み込みに失敗しました\n    at page.tsx:12:3' };

function renderScreen(error: ScreenError) {
  render(
    <MemoryRouter>
      <ErrorScreen error={error} />
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  resetConfig();
  sessionStore.getState().clearSession();
});

describe('ErrorScreen (spec §2)', () => {
  it("shows the stack trace when the environment is 'local'", () => {
    setConfig(configFor('local'));
    renderScreen(failure);
    expect(screen.getByTestId('error-stack')).toHaveTextContent('at page.tsx:12:3');
  });

  it.each(['test', 'staging', 'production'])('never shows the stack trace in %s', (environment) => {
    setConfig(configFor(environment));
    renderScreen(failure);
    expect(screen.getByText('読み込みに失敗しました')).toBeInTheDocument();
    expect(screen.queryByTestId('error-stack')).toBeNull();
    expect(screen.queryByText(/page\.tsx/)).toBeNull();
  });

  it('never shows the stack trace before the configuration has loaded', () => {
    renderScreen(failure);
    expect(screen.queryByTestId('error-stack')).toBeNull();
  });

  it('shows the not-found message for a 404 and the fallback for an error without a message', () => {
    setConfig(configFor('production'));
    renderScreen({ status: 404 });
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('お探しのページが見つかりませんでした。')).toBeInTheDocument();
    cleanup();
    renderScreen({ status: 500 });
    expect(screen.getByRole('heading', { name: 'エラーが発生しました' })).toBeInTheDocument();
  });

  it('links to ログイン without a session and to マイページ with one', () => {
    renderScreen({ status: 404 });
    expect(screen.getByRole('link', { name: 'ログイン' })).toHaveAttribute('href', '/login');
    cleanup();
    sessionStore.getState().setToken('tok');
    renderScreen({ status: 404 });
    expect(screen.getByRole('link', { name: 'マイページ' })).toHaveAttribute('href', '/mypage');
  });
});
