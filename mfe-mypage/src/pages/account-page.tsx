import { useEffect, useState, useCallback } from 'react';

import { ERROR_MESSAGES, UI } from 'shared/messages';
import { Link, useLocation, useNavigate } from 'shared/router';
import type { BankAccount } from 'shared/schemas';
import { sessionStore } from 'shared/store';
import { Alert, Button, Card, PageTitle, Spinner, useReloadWhenOnline } from 'shared/ui';
import { BankAccountDetails } from '../parts/bank-account/bank-account-details';
import { PasswordConfirm } from '../parts/bank-account/password-confirm';
import './mypage-pages.css';
import { getAccount, ACCOUNT_UI } from 'features/mypage';

type Load = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; account: BankAccount | null };

function savedFlag(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'saved' in state && state.saved === true;
}

/**
 * /mypage/account: the bank account (GET /workerapi/account) or an invitation to register one. Changing it
 * needs the password again (reauthenticate): only then is canAccountEdit set and /mypage/account/edit opened.
 */
export function AccountPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const retry = useCallback(() => {
    setLoad({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  useReloadWhenOnline(load.state === 'error', retry);

  useEffect(() => {
    const controller = new AbortController();
    getAccount({ signal: controller.signal }).then(
      ({ account }) => {
        sessionStore.getState().setAccount(account);
        setLoad({ state: 'ready', account });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ state: 'error', message: error instanceof Error && error.message ? error.message : ERROR_MESSAGES.DEFAULT });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  function onConfirmed() {
    sessionStore.getState().setCanAccountEdit(true);
    navigate('/mypage/account/edit');
  }

  return (
    <div className="mypage-page">
      <PageTitle>{ACCOUNT_UI.title}</PageTitle>
      {savedFlag(location.state) && <Alert tone="success" data-testid="account-saved">{ACCOUNT_UI.saved}</Alert>}
      <Card>
        {load.state === 'loading' && <Spinner label={UI.loading} />}
        {load.state === 'error' && (
          <Alert tone="error" action={<Button variant="secondary" onClick={retry}>{UI.retry}</Button>}>
            {load.message}
          </Alert>
        )}
        {load.state === 'ready' && (
          <>
            {load.account ? (
              <>
                <p>{ACCOUNT_UI.intro}</p>
                <BankAccountDetails account={load.account} />
              </>
            ) : (
              <p className="mypage-empty" data-testid="account-empty">
                {ACCOUNT_UI.empty}
              </p>
            )}
            {confirming ? (
              <PasswordConfirm onConfirmed={onConfirmed} onCancel={() => setConfirming(false)} />
            ) : (
              <Button block onClick={() => setConfirming(true)}>
                {load.account ? ACCOUNT_UI.change : ACCOUNT_UI.register}
              </Button>
            )}
          </>
        )}
      </Card>
      <p className="mypage-page__back">
        <Link to="/mypage">{UI.backToMypage}</Link>
      </p>
    </div>
  );
}
