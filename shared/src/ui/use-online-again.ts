import { useCallback, useState } from 'react';
import { isApiError } from 'shared/api';
import { AuthError } from 'shared/auth';
import { normalizeAuthErrorCode } from 'shared/messages';
import { useReloadWhenOnline } from './use-reload-when-online';

/**
 * A save that got no answer at all (offline, no signal), not one that was canceled: from the API, or from the identity
 * provider (the password check before an e-mail or password change).
 */
export function failedForWantOfConnection(error: unknown): boolean {
  if (error instanceof AuthError) return normalizeAuthErrorCode(error.code) === 'network-request-failed';
  return isApiError(error) && error.key === 'NETWORK_ERROR' && !error.canceled;
}

/**
 * A form's save failed for want of a connection: once the phone is back online, its 「ネットワークエラー…」 no longer
 * holds. `saveFailed(error)` takes each save's outcome (null when a new save starts); `onlineAgain` turns true on the
 * `online` event after such a failure, for the form to say that what was typed is still there and waits for its
 * button. Nothing is sent by itself: the worker decides when to save (the shift form does the same). Since shared
 * 0.21.0, before in mfe-mypage alone: the sign-in forms (mfe-auth) say the same after a network error.
 */
export function useOnlineAgain(): { onlineAgain: boolean; saveFailed: (error: unknown) => void } {
  const [state, setState] = useState<'none' | 'offline' | 'online-again'>('none');
  const markOnlineAgain = useCallback(() => setState((s) => (s === 'offline' ? 'online-again' : s)), []);
  useReloadWhenOnline(state === 'offline', markOnlineAgain);
  const saveFailed = useCallback((error: unknown) => setState(error !== null && failedForWantOfConnection(error) ? 'offline' : 'none'), []);
  return { onlineAgain: state === 'online-again', saveFailed };
}
