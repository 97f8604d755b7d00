// The bank and the branch: searched by kanji, kana or code (GET /workerapi/banks…), or typed by hand.
import { useCallback } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button, TextField } from 'shared/ui';
import { searchBanks, searchBranches, ACCOUNT_LABELS, ACCOUNT_UI, type Bank } from 'features/mypage';
import { SearchPicker } from './search-picker';
import { manualBranchEntry, type BankAccountFormValues } from './bank-account-values';

/**
 * A search picker's error: with nothing chosen, "choose one" (the code's 「金融機関コードを入力してください」 names a
 * field the search does not show); with a choice, the message about it (e.g. the server's).
 */
function pickerError(chosen: unknown, chooseOne: string, message: string | undefined): string | null {
  if (message === undefined) return null;
  return chosen === null ? chooseOne : message;
}

export function BankFields() {
  const { control, register, setValue, clearErrors, formState: { errors } } = useFormContext<BankAccountFormValues>();
  const [bankMode, bank] = useWatch({ control, name: ['bankMode', 'bank'] });
  const findBanks = useCallback((q: string, signal: AbortSignal) => searchBanks(q, { signal }).then((r) => ({ items: r.banks, truncated: r.truncated === true })), []);

  function chooseBank(next: Bank | null) {
    setValue('bank', next);
    setValue('branch', null);
    clearErrors(['bankCode', 'bankName']);
  }

  return (
    <fieldset className="account-form__group">
      <legend className="mypage-section-title">{ACCOUNT_UI.bankSection}</legend>
      {bankMode === 'search' ? (
        <SearchPicker
          label={ACCOUNT_UI.bankSearchLabel}
          hint={ACCOUNT_UI.bankSearchHint}
          search={findBanks}
          selected={bank}
          onSelect={chooseBank}
          error={pickerError(bank, ACCOUNT_UI.chooseBank, errors.bankCode?.message ?? errors.bankName?.message)}
          testId="bank-picker"
        />
      ) : (
        <>
          <TextField label={ACCOUNT_LABELS.bankName} {...register('bankName')} error={errors.bankName?.message} />
          <TextField label={ACCOUNT_LABELS.bankCode} inputMode="numeric" maxLength={4} {...register('bankCode')} error={errors.bankCode?.message} />
        </>
      )}
      <Button variant="ghost" onClick={() => { setValue('bankMode', bankMode === 'search' ? 'manual' : 'search'); chooseBank(null); }}>
        {bankMode === 'search' ? ACCOUNT_UI.manualEntry : ACCOUNT_UI.searchEntry}
      </Button>
    </fieldset>
  );
}

export function BranchFields() {
  const { control, register, setValue, formState: { errors } } = useFormContext<BankAccountFormValues>();
  const [bankMode, branchMode, bank, branch] = useWatch({ control, name: ['bankMode', 'branchMode', 'bank', 'branch'] });
  const findBranches = useCallback(
    (q: string, signal: AbortSignal) =>
      bank ? searchBranches(bank.code, q, { signal }).then((r) => ({ items: r.branches, truncated: r.truncated === true })) : Promise.resolve({ items: [], truncated: false }),
    [bank],
  );

  return (
    <fieldset className="account-form__group">
      <legend className="mypage-section-title">{ACCOUNT_UI.branchSection}</legend>
      {!manualBranchEntry({ bankMode, branchMode }) ? (
        <SearchPicker
          key={bank?.code ?? 'none'}
          label={ACCOUNT_UI.branchSearchLabel}
          hint={ACCOUNT_UI.branchSearchHint}
          search={findBranches}
          selected={branch}
          onSelect={(next) => setValue('branch', next)}
          disabled={bank === null}
          error={pickerError(branch, ACCOUNT_UI.chooseBranch, errors.branchCode?.message ?? errors.branchName?.message)}
          testId="branch-picker"
        />
      ) : (
        <>
          <TextField label={ACCOUNT_LABELS.branchName} {...register('branchName')} error={errors.branchName?.message} />
          <TextField label={ACCOUNT_LABELS.branchCode} inputMode="numeric" maxLength={3} {...register('branchCode')} error={errors.branchCode?.message} />
        </>
      )}
      {bankMode === 'search' && (
        <Button variant="ghost" onClick={() => { setValue('branchMode', branchMode === 'search' ? 'manual' : 'search'); setValue('branch', null); }}>
          {branchMode === 'search' ? ACCOUNT_UI.manualEntry : ACCOUNT_UI.searchEntry}
        </Button>
      )}
    </fieldset>
  );
}
