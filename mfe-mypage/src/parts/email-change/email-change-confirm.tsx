import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'shared/router';

import { refreshSession, signOut, whileAccountChanges } from 'shared/auth';
import { ERROR_MESSAGES } from 'shared/messages';

import { Alert, Button, Spinner } from 'shared/ui';
import { confirmEmailChange, EMAIL_CHANGE_UI, EMAIL_CHANGE_TOKEN_PATTERN } from 'features/mypage';

type State =
  | { step: 'confirming' }
  | { step: 'done'; email: string }
  /** The change is made but this session could not be renewed: sign in again with the new address. */
  | { step: 'sign-in-again'; email: string }
  | { step: 'failed'; message: string };

/**
 * The confirmation link (/mypage/email?confirm=<token>) was opened: POST /workerapi/email/confirm changes the
 * provider's e-mail and the database together; then the session is renewed so its ID token carries the new
 * address. Where the provider ends the account's sessions on an e-mail change (Firebase does: "a major account
 * change"; the Auth emulator revokes the tokens), the worker is signed out and asked to sign in with the new
 * address, which the sign-in form is opened with.
 */
export function EmailChangeConfirm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [state, setState] = useState<State>(() =>
    EMAIL_CHANGE_TOKEN_PATTERN.test(token) ? { step: 'confirming' } : { step: 'failed', message: EMAIL_CHANGE_UI.linkInvalid },
  );
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !EMAIL_CHANGE_TOKEN_PATTERN.test(token)) return;
    started.current = true;
    // The provider revokes the account's tokens the moment the change is made: another call of the tab refused
    // meanwhile is this flow's to handle, not a session that expired (whileAccountChanges).
    void whileAccountChanges(async () => {
      let email: string;
      try {
        email = (await confirmEmailChange({ token })).worker.email;
      } catch (error) {
        setState({ step: 'failed', message: error instanceof Error && error.message ? error.message : ERROR_MESSAGES.DEFAULT });
        return;
      }
      try {
        await refreshSession();
        setState({ step: 'done', email });
      } catch {
        // The provider ends the sessions of an account whose e-mail changed (refresh refused, or the renewed
        // token revoked — 401 from workerapi): the change is made, the worker signs in with the new address.
        await signOut();
        setState({ step: 'sign-in-again', email });
      }
    });
  }, [token]);

  switch (state.step) {
    case 'confirming':
      return <Spinner label={EMAIL_CHANGE_UI.confirming} />;
    case 'done':
      return (
        <Alert tone="success" title={EMAIL_CHANGE_UI.confirmedTitle} data-testid="email-change-confirmed">
          {EMAIL_CHANGE_UI.confirmed(state.email)}
        </Alert>
      );
    case 'sign-in-again':
      return (
        <Alert
          tone="info"
          title={EMAIL_CHANGE_UI.confirmedTitle}
          data-testid="email-change-sign-in-again"
          action={<Button onClick={() => navigate('/login', { replace: true, state: { email: state.email } })}>{EMAIL_CHANGE_UI.toLogin}</Button>}
        >
          {EMAIL_CHANGE_UI.signInAgain(state.email)}
        </Alert>
      );
    case 'failed':
      return (
        <Alert
          tone="error"
          title={EMAIL_CHANGE_UI.confirmFailedTitle}
          data-testid="email-change-confirm-failed"
          action={<Link to="/mypage/email">{EMAIL_CHANGE_UI.title}</Link>}
        >
          {state.message}
        </Alert>
      );
  }
}
