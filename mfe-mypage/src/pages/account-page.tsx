import { useEffect, useState } from 'react';

import { UI } from 'shared/messages';
import { Link, useLocation, useNavigate } from 'shared/router';
import { sessionStore } from 'shared/store';
import { Alert, Button, Card, LoadError, PageTitle, Spinner, useResource } from 'shared/ui';
import { BankAccountDetails } from '../parts/bank-account/bank-account-details';
import { PasswordConfirm } from '../parts/bank-account/password-confirm';
import './mypage-pages.css';
import { getAccount, ACCOUNT_UI } from 'features/mypage';
import { accountHistoryState, hasAccountHistoryFlag, takeAccountSaved } from './account-history';

/**
 * /mypage/account: the bank account (GET /workerapi/account) or an invitation to register one. Changing it
 * needs the password again (reauthenticate): only then is canAccountEdit set and /mypage/account/edit opened.
 */
export function AccountPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { state, reload } = useResource('account', (signal) =>
    getAccount({ signal }).then(({ account }) => {
      sessionStore.getState().setAccount(account);
      return account;
    }),
  );
  const [confirming, setConfirming] = useState(false);

  // Back from a save (the edit page went back to this entry): the flag into this entry, for 口座情報を保存しました。
  useEffect(() => {
    if (takeAccountSaved()) navigate(location.pathname, { replace: true, state: accountHistoryState('saved') });
  }, [navigate, location.pathname]);

  function onConfirmed() {
    sessionStore.getState().setCanAccountEdit(true);
    // The edit page starts from the account just shown (in the store; null: none registered) without a GET.
    // It opens above this entry and leaves by going back to it (the back button too, asking first when something
    // was typed): /mypage/account stays in the history once; forward then finds the edit page refused (spec §6).
    navigate('/mypage/account/edit', { state: accountHistoryState('accountShown') });
  }

  return (
    <div className="mypage-page">
      <PageTitle>{ACCOUNT_UI.title}</PageTitle>
      {hasAccountHistoryFlag(location.state, 'saved') && <Alert tone="success" data-testid="account-saved">{ACCOUNT_UI.saved}</Alert>}
      <Card>
        {state.status === 'loading' && <Spinner label={UI.loading} />}
        {state.status === 'error' && <LoadError title={ACCOUNT_UI.loadError} error={state.error} notKeptOffline={ACCOUNT_UI.notKeptOffline} onRetry={reload} />}
        {state.status === 'ready' && (
          <>
            {state.value ? (
              <>
                <p>{ACCOUNT_UI.intro}</p>
                <BankAccountDetails account={state.value} />
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
                {state.value ? ACCOUNT_UI.change : ACCOUNT_UI.register}
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
