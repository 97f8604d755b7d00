import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from './instance';
import { useSession } from './use-session';

function Greeting() {
  const name = useSession((s) => s.worker?.name ?? null);
  return <p>{name === null ? '未ログイン' : `${name}さん`}</p>;
}

describe('useSession', () => {
  it('re-renders with the selected slice when the store changes', () => {
    sessionStore.getState().clearSession();
    render(<Greeting />);
    expect(screen.getByText('未ログイン')).toBeInTheDocument();
    act(() => {
      sessionStore.getState().setWorker({ id: '1', email: 'a@example.com', name: '花子', charge: 0, margin: 0, imageUrl: null, nameKana: '', displayName: '', phone: '', bio: '', profileCompleted: true });
    });
    expect(screen.getByText('花子さん')).toBeInTheDocument();
    act(() => {
      sessionStore.getState().clearSession();
    });
    expect(screen.getByText('未ログイン')).toBeInTheDocument();
  });
});
