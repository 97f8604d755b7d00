import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { isApiError, setServerFieldErrors } from 'shared/api';
import { ERROR_MESSAGES } from 'shared/messages';
import { type BankAccount } from 'shared/schemas';
import { Alert, Button, useOnlineAgain } from 'shared/ui';
import { saveAccount, ACCOUNT_UI, YUCHO_BANK_CODE, type BankAccountUpdate } from 'features/mypage';
import { checkBankAccount, chosenBank, entersByPassbook, hasUnsavedInput, initialBankAccountValues, isBankAccountFieldKey, type BankAccountFormValues } from './bank-account-values';
import { BankFields, BranchFields } from './bank-fields';
import { YuchoModeField, YuchoPassbookFields } from './yucho-fields';
import { AccountNumberField, AccountTypeField, HolderNameField } from './number-fields';
import { PasswordConfirm } from './password-confirm';

export interface BankAccountFormProps {
  /** The registered account, to change it; null to register one. */
  initial: BankAccount | null;
  onSaved: (account: BankAccount) => void;
  onCancel: () => void;
  /** Told whether leaving now would throw away something chosen or typed (the page asks first then). */
  onUnsavedChange?: (unsaved: boolean) => void;
}

/** Tells whether anything was chosen or typed since the form opened (its own component: every keystroke renders it, not the form). */
function UnsavedInput({ start, onChange }: { start: BankAccountFormValues; onChange: (unsaved: boolean) => void }) {
  const unsaved = hasUnsavedInput(useWatch<BankAccountFormValues>() as BankAccountFormValues, start);
  useEffect(() => onChange(unsaved), [unsaved, onChange]);
  return null;
}

/** Checked on submit only; the messages stay until the next submit (a bank chosen again clears its own). */
const resolver: Resolver<BankAccountFormValues, unknown, BankAccountUpdate> = (values) => {
  const check = checkBankAccount(values);
  if (check.ok) return { values: check.body, errors: {} };
  const errors: FieldErrors<BankAccountFormValues> = {};
  for (const [key, message] of Object.entries(check.errors)) {
    if (isBankAccountFieldKey(key) && message) errors[key] = { type: 'validate', message };
  }
  return { values: {}, errors };
};

/**
 * Register or change the bank account (POST /workerapi/account): bank and branch searched by kanji or kana
 * (or typed by hand), 普通預金 / 当座預金 / その他, a 1–7 digit number (stored zero-padded to 7), the holder name
 * as the bank sees it (shown before saving), and, for ゆうちょ銀行, the passbook's 記号・番号 converted.
 */
export function BankAccountForm({ initial, onSaved, onCancel, onUnsavedChange }: BankAccountFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  // The server wants the password entered again (403 REAUTH_REQUIRED: the last one is over 30 minutes old): asked
  // here, with the form kept (hidden, still mounted) and sent again once confirmed — this page cannot be reloaded.
  const [reauth, setReauth] = useState(false);
  // ゆうちょ by passbook: the 店番 a save was refused for (the 記号 gives a branch workerapi does not know; its message
  // would stand under 支店, which this mode does not show).
  const [missingBranch, setMissingBranch] = useState<string | null>(null);
  // Each failed save brings the message into view: the worker pressed 登録する at the bottom of a long form, and the
  // message and the first fields in error are at its top (focus stays on the button: the fields are searches).
  const [failedSaves, setFailedSaves] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (failedSaves > 0) formRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [failedSaves]);
  const fail = (message: string) => {
    setFailure(message);
    setFailedSaves((n) => n + 1);
  };
  const [start] = useState(() => initialBankAccountValues(initial));
  const form = useForm<BankAccountFormValues, unknown, BankAccountUpdate>({
    defaultValues: start,
    resolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { control, handleSubmit, setError, formState: { isSubmitting } } = form;
  const [bankMode, bank, bankName, bankCode, yuchoMode] = useWatch({ control, name: ['bankMode', 'bank', 'bankName', 'bankCode', 'yuchoMode'] });
  const isYucho = chosenBank({ bankMode, bank, bankName, bankCode }).code === YUCHO_BANK_CODE;
  const byPassbook = entersByPassbook({ bankMode, bank, bankName, bankCode, yuchoMode });

  const { onlineAgain, saveFailed } = useOnlineAgain();

  const onSubmit = handleSubmit(
    async (body) => {
      setFailure(null);
      saveFailed(null);
      try {
        const { account } = await saveAccount(body);
        onSaved(account);
      } catch (error) {
        if (isApiError(error) && error.code === 'REAUTH_REQUIRED') {
          setReauth(true);
          return;
        }
        setServerFieldErrors(error, isBankAccountFieldKey, setError);
        if (byPassbook && isApiError(error) && (error.fields?.branchCode || error.fields?.branchName)) setMissingBranch(body.branchCode);
        if (isApiError(error) && error.key === 'SERVER_ERROR') fail(ACCOUNT_UI.saveServerError);
        else fail(error instanceof Error && error.message ? error.message : ERROR_MESSAGES.DEFAULT);
        saveFailed(error);
      }
    },
    () => {
      saveFailed(null);
      fail(ACCOUNT_UI.checkInput);
    },
  );

  return (
    <FormProvider {...form}>
      {reauth && (
        <>
          <Alert tone="info" data-testid="account-reauth">
            {ACCOUNT_UI.reauthAgain}
          </Alert>
          <PasswordConfirm
            onConfirmed={() => {
              setReauth(false);
              void onSubmit();
            }}
            onCancel={() => setReauth(false)}
          />
        </>
      )}
      <form ref={formRef} hidden={reauth} className="account-form mypage-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        {onlineAgain ? (
          <Alert tone="info" data-testid="account-online-again">
            {ACCOUNT_UI.onlineAgain}
          </Alert>
        ) : (
          failure && (
            <Alert tone="error" data-testid="account-failure">
              {failure}
            </Alert>
          )
        )}
        {onUnsavedChange && <UnsavedInput start={start} onChange={onUnsavedChange} />}
        <BankFields />
        {isYucho && <YuchoModeField />}
        {byPassbook ? (
          <YuchoPassbookFields missingBranch={missingBranch} />
        ) : (
          <>
            <BranchFields />
            <AccountTypeField />
            <AccountNumberField />
          </>
        )}
        <HolderNameField />
        <div className="mypage-actions">
          <Button type="submit" loading={isSubmitting} loadingText={ACCOUNT_UI.submitting} block>
            {ACCOUNT_UI.submit}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting} block>
            {ACCOUNT_UI.cancel}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
