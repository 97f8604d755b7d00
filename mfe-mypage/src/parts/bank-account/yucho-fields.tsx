// ゆうちょ銀行: by the passbook's 記号・番号 (converted to the branch, type and number used for transfers, shown
// before saving) or by branch like any bank.
import { useFormContext, useWatch } from 'react-hook-form';
import { accountTypeLabel } from 'shared/domain';
import { TextField } from 'shared/ui';
import { convertYucho, ACCOUNT_LABELS, ACCOUNT_UI } from 'features/mypage';
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

export function YuchoPassbookFields() {
  const { control, register, formState: { errors } } = useFormContext<BankAccountFormValues>();
  const [symbol, number] = useWatch({ control, name: ['yuchoSymbol', 'yuchoNumber'] });
  const result = symbol !== '' && number !== '' ? convertYucho(symbol, number) : null;
  return (
    <fieldset className="account-form__group">
      <legend className="mypage-section-title">{ACCOUNT_UI.yuchoByPassbook}</legend>
      <p className="ui-field__hint">{ACCOUNT_UI.yuchoHint}</p>
      <TextField label={ACCOUNT_LABELS.yuchoSymbol} inputMode="numeric" maxLength={6} {...register('yuchoSymbol')} error={errors.yuchoSymbol?.message} />
      <TextField label={ACCOUNT_LABELS.yuchoNumber} inputMode="numeric" maxLength={10} {...register('yuchoNumber')} error={errors.yuchoNumber?.message} />
      {result?.ok && (
        <p className="account-form__preview" role="status" data-testid="yucho-result">
          {ACCOUNT_UI.yuchoResult(result.value.branchName, result.value.branchCode, accountTypeLabel(result.value.accountType) ?? '', result.value.accountNumber)}
        </p>
      )}
    </fieldset>
  );
}
