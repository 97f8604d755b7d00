// ゆうちょ銀行: by the passbook's 記号・番号 (converted to the branch, type and number used for transfers, shown
// before saving) or by branch like any bank.
import { useFormContext, useWatch } from 'react-hook-form';
import { accountTypeLabel } from 'shared/domain';
import { TextField } from 'shared/ui';
import { convertYucho, ACCOUNT_LABELS, ACCOUNT_MESSAGES, ACCOUNT_UI } from 'features/mypage';
import type { BankAccountFormValues } from './bank-account-values';

export function YuchoModeField() {
  const { control, setValue } = useFormContext<BankAccountFormValues>();
  const yuchoMode = useWatch({ control, name: 'yuchoMode' });
  return (
    <fieldset className="account-form__group">
      <legend className="mypage-section-title">{ACCOUNT_UI.yuchoMode}</legend>
      <div className="choice-list">
        {(['passbook', 'branch'] as const).map((mode) => (
          <label key={mode} className="choice">
            <input type="radio" name="yucho-mode" value={mode} checked={yuchoMode === mode} onChange={() => setValue('yuchoMode', mode)} />
            <span>{mode === 'passbook' ? ACCOUNT_UI.yuchoByPassbook : ACCOUNT_UI.yuchoByBranch}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The passbook's 記号 and 番号, and what they convert to (振込用: …) as soon as they do. `missingBranch`: the 店番 a save
 * was refused for (workerapi found no such ゆうちょ branch), said under 記号 while the fields still give it.
 */
export function YuchoPassbookFields({ missingBranch = null }: { missingBranch?: string | null }) {
  const { control, register, formState: { errors } } = useFormContext<BankAccountFormValues>();
  const [symbol, number] = useWatch({ control, name: ['yuchoSymbol', 'yuchoNumber'] });
  const result = symbol !== '' && number !== '' ? convertYucho(symbol, number) : null;
  const converted = result?.ok ? result.value : null;
  const noBranch = converted !== null && converted.branchCode === missingBranch;
  // What is in the fields now comes first: once they convert, the last save's message about them is past (the
  // preview shows what they became) — unless they give the 店番 that workerapi did not find.
  const symbolError = noBranch ? ACCOUNT_MESSAGES.yuchoNoBranch(converted.branchCode) : converted ? undefined : errors.yuchoSymbol?.message;
  const numberError = converted ? undefined : errors.yuchoNumber?.message;
  return (
    <fieldset className="account-form__group">
      <legend className="mypage-section-title">{ACCOUNT_UI.yuchoByPassbook}</legend>
      <p className="ui-field__hint">{ACCOUNT_UI.yuchoHint}</p>
      <TextField label={ACCOUNT_LABELS.yuchoSymbol} inputMode="numeric" maxLength={6} {...register('yuchoSymbol')} error={symbolError} />
      <TextField label={ACCOUNT_LABELS.yuchoNumber} inputMode="numeric" maxLength={10} {...register('yuchoNumber')} error={numberError} />
      {converted && !noBranch && (
        <p className="account-form__preview" role="status" data-testid="yucho-result">
          {ACCOUNT_UI.yuchoResult(converted.branchName, converted.branchCode, accountTypeLabel(converted.accountType) ?? '', converted.accountNumber)}
        </p>
      )}
    </fieldset>
  );
}
