import { useEffect, useRef, useState } from 'react';

import { ERROR_MESSAGES, UI } from 'shared/messages';
import { useLocation } from 'shared/router';
import type { BankAccount } from 'shared/schemas';
import { sessionStore } from 'shared/store';
import { Card, ConfirmDialog, LoadError, PageTitle, Spinner, useResource } from 'shared/ui';
import { BankAccountForm } from '../parts/bank-account/bank-account-form';
import './mypage-pages.css';
import { getAccount, ACCOUNT_UI } from 'features/mypage';
import { hasAccountHistoryFlag } from './account-history';
import { useAccountEditLeave } from './account-edit-leave';

/** What the shell's error screen shows for this page without permission (spec §6, §8 ACCESS_DENIED). */
export class AccessDeniedError extends Error {
  override readonly name = 'AccessDeniedError';
  readonly status = 403;
  constructor() {
    super(ERROR_MESSAGES.ACCESS_DENIED);
  }
}

/**
 * Spec §6: the page is entered only from /mypage/account after the password was confirmed (canAccountEdit).
 * A reload, a direct visit, or coming back to it later finds canAccountEdit false and throws 403 — the
 * shell's error screen shows 'アクセスが拒否されました。'. Leaving the page or saving clears the permission.
 */
function useAccountEditPermission(): { markSaved: () => void } {
  const [entered] = useState(() => sessionStore.getState().canAccountEdit);
  const [revoked, setRevoked] = useState(false);
  const saving = useRef(false);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    // Clearing the worker state (sign-out) takes the permission away at once.
    const unsubscribe = sessionStore.subscribe((state) => {
      if (!state.canAccountEdit && !saving.current) setRevoked(true);
    });
    return () => {
      unsubscribe();
      mounted.current = false;
      // Deferred so React's development double-mount does not take the permission away on the first render.
      window.setTimeout(() => {
        if (!mounted.current) sessionStore.getState().setCanAccountEdit(false);
      }, 0);
    };
  }, []);

  if (!entered || revoked) throw new AccessDeniedError();
  return {
    markSaved: () => {
      saving.current = true;
    },
  };
}

/** /mypage/account/edit: register or change the bank account (guarded, spec §6). */
export function AccountEditPage() {
  const { markSaved } = useAccountEditPermission();
  const location = useLocation();
  // The account /mypage/account just showed (kept in the store, null when none is registered); loaded again
  // only when the worker did not come from there.
  const [stored] = useState(() => sessionStore.getState().account);
  const { state, reload } = useResource(
    'account',
    (signal) => getAccount({ signal }).then(({ account }) => account),
    stored || hasAccountHistoryFlag(location.state, 'accountShown') ? { value: stored } : undefined,
  );
  // Both ways out go back to /mypage/account's entry below (account-edit-leave.ts); the back button with typed input
  // asks first. Once left, the page refuses itself (spec §6): forward shows the 403.
  const [unsaved, setUnsaved] = useState(false);
  const { asking, requestLeave, stay, leave } = useAccountEditLeave(unsaved);

  function onSaved(account: BankAccount) {
    markSaved();
    const store = sessionStore.getState();
    store.setAccount(account);
    store.setCanAccountEdit(false);
    leave({ saved: true });
  }

  return (
    <div className="mypage-page">
      <PageTitle>{ACCOUNT_UI.editTitle}</PageTitle>
      <Card>
        {state.status === 'loading' && <Spinner label={UI.loading} />}
        {state.status === 'error' && <LoadError title={ACCOUNT_UI.loadError} error={state.error} notKeptOffline={ACCOUNT_UI.notKeptOffline} onRetry={reload} />}
        {state.status === 'ready' && <BankAccountForm initial={state.value} onSaved={onSaved} onCancel={requestLeave} onUnsavedChange={setUnsaved} />}
      </Card>
      {asking && (
        <ConfirmDialog title={ACCOUNT_UI.discardTitle} confirmLabel={ACCOUNT_UI.discardConfirm} onConfirm={() => leave()} onCancel={stay} testId="account-discard">
          <p>{ACCOUNT_UI.discardBody}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
