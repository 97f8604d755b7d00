// 普通預金 / 当座預金 / その他 and the 1–7 digit account number (stored zero-padded to 7), the holder name as the
// bank sees it (a character banks refuse is named as it is typed).
import { useFormContext, useWatch } from 'react-hook-form';
import { ACCOUNT_TYPES } from 'shared/domain';
import { TextField } from 'shared/ui';
import { checkHolderName, ACCOUNT_LABELS, ACCOUNT_MESSAGES, ACCOUNT_UI } from 'features/mypage';
import type { BankAccountFormValues } from './bank-account-values';

export function AccountTypeField() {
  const { control, setValue, formState: { errors } } = useFormContext<BankAccountFormValues>();
  const accountType = useWatch({ control, name: 'accountType' });
  const error = errors.accountType?.message;
  return (
    <fieldset className="account-form__group" aria-describedby={error ? 'account-type-error' : undefined}>
      <legend className="mypage-section-title">{ACCOUNT_LABELS.accountType}</legend>
      <div className="choice-list">
        {ACCOUNT_TYPES.map((t) => (
          <label key={t.value} className="choice">
            <input type="radio" name="account-type" value={t.value} checked={accountType === t.value} onChange={() => setValue('accountType', t.value)} />
            <span>{t.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id="account-type-error" className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function AccountNumberField() {
  const { register, formState: { errors } } = useFormContext<BankAccountFormValues>();
  return (
    <TextField
      label={ACCOUNT_LABELS.accountNumber}
      hint={ACCOUNT_UI.accountNumberHint}
      inputMode="numeric"
      autoComplete="off"
      maxLength={9}
      {...register('accountNumber')}
      error={errors.accountNumber?.message}
    />
  );
}

export function HolderNameField() {
  const { control, register, formState: { errors } } = useFormContext<BankAccountFormValues>();
  const holder = checkHolderName(useWatch({ control, name: 'holderName' }));
  // What is in the field now comes first: a message kept from the last save (「…を入力してください」) must not
  // hide that the name typed since has a character banks refuse.
  const error = !holder.ok && holder.reason === 'forbidden' ? ACCOUNT_MESSAGES.holderNameForbidden(holder.chars) : errors.holderName?.message;
  return (
    <div className="account-form__group">
      <TextField
        label={ACCOUNT_LABELS.holderName}
        hint={ACCOUNT_UI.holderNameHint}
        autoComplete="off"
        {...register('holderName')}
        error={error}
      />
      {/* 銀行に登録される表記 only for a name that can be registered: under 「使えない文字が含まれています」 (山田 花子)
          it would say the bank takes what the message just refused; for 「ー」 alone it would show 「-」 as a name. */}
      {holder.value !== '' && !error && !(!holder.ok && holder.reason === 'noName') && (
        <p className="account-form__preview" role="status" data-testid="holder-preview">
          {ACCOUNT_UI.holderNamePreview}: <strong>{holder.value}</strong>
        </p>
      )}
    </div>
  );
}
