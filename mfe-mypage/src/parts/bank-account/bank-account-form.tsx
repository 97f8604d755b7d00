import { useCallback, useState, type FormEvent } from 'react';
import { isApiError } from 'shared/api';
import { type AccountType, ACCOUNT_TYPES, accountTypeLabel } from 'shared/domain';
import { ERROR_MESSAGES, jaErrorMap } from 'shared/messages';
import { type BankAccount } from 'shared/schemas';
import { Alert, Button, TextField } from 'shared/ui';
import { SearchPicker } from './search-picker';
import { saveAccount, searchBanks, searchBranches, checkHolderName, convertYucho, YUCHO_BANK_CODE, ACCOUNT_LABELS, ACCOUNT_MESSAGES, ACCOUNT_UI, BankAccountUpdateSchema, type Bank, type BankAccountUpdateInput, type Branch } from 'features/mypage';

type Mode = 'search' | 'manual';
type FieldKey = keyof BankAccountUpdateInput | 'yuchoSymbol' | 'yuchoNumber';
type Errors = Partial<Record<FieldKey, string>>;

const FIELD_KEYS: readonly FieldKey[] = ['bankCode', 'bankName', 'branchCode', 'branchName', 'accountType', 'accountNumber', 'holderName', 'yuchoSymbol', 'yuchoNumber'];
const isFieldKey = (key: string): key is FieldKey => (FIELD_KEYS as readonly string[]).includes(key);

export interface BankAccountFormProps {
  /** The registered account, to change it; null to register one. */
  initial: BankAccount | null;
  onSaved: (account: BankAccount) => void;
  onCancel: () => void;
}

/**
 * Register or change the bank account (POST /workerapi/account): bank and branch searched by kanji or kana
 * (or typed by hand), 普通預金 / 当座預金 / その他, a 1–7 digit number (stored zero-padded to 7), the holder name
 * as the bank sees it (shown before saving), and, for ゆうちょ銀行, the passbook's 記号・番号 converted.
 */
export function BankAccountForm({ initial, onSaved, onCancel }: BankAccountFormProps) {
  const [bank, setBank] = useState<Bank | null>(initial ? { code: initial.bankCode, name: initial.bankName, kana: '' } : null);
  const [bankMode, setBankMode] = useState<Mode>('search');
  const [manualBank, setManualBank] = useState({ name: '', code: '' });
  const [branch, setBranch] = useState<Branch | null>(initial ? { code: initial.branchCode, name: initial.branchName, kana: '' } : null);
  const [branchMode, setBranchMode] = useState<Mode>('search');
  const [manualBranch, setManualBranch] = useState({ name: '', code: '' });
  const [yuchoMode, setYuchoMode] = useState<'passbook' | 'branch'>(initial?.bankCode === YUCHO_BANK_CODE ? 'branch' : 'passbook');
  const [yucho, setYucho] = useState({ symbol: '', number: '' });
  const [accountType, setAccountType] = useState<AccountType | ''>(initial?.accountType ?? '');
  const [accountNumber, setAccountNumber] = useState(initial?.accountNumber ?? '');
  const [holderName, setHolderName] = useState(initial?.holderName ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const bankCode = bankMode === 'search' ? (bank?.code ?? '') : manualBank.code.trim();
  const bankName = bankMode === 'search' ? (bank?.name ?? '') : manualBank.name.trim();
  const isYucho = bankCode === YUCHO_BANK_CODE;
  const byPassbook = isYucho && yuchoMode === 'passbook';
  const manualBranchEntry = bankMode === 'manual' || branchMode === 'manual';
  const yuchoResult = byPassbook && yucho.symbol !== '' && yucho.number !== '' ? convertYucho(yucho.symbol, yucho.number) : null;
  const holder = checkHolderName(holderName);

  const findBanks = useCallback((q: string, signal: AbortSignal) => searchBanks(q, { signal }).then((r) => r.banks), []);
  const findBranches = useCallback(
    (q: string, signal: AbortSignal) => (bank ? searchBranches(bank.code, q, { signal }).then((r) => r.branches) : Promise.resolve([])),
    [bank],
  );

  function chooseBank(next: Bank | null) {
    setBank(next);
    setBranch(null);
    setErrors((e) => ({ ...e, bankCode: undefined, bankName: undefined }));
  }

  function payload(): { body: Record<keyof BankAccountUpdateInput, string>; errors: Errors } {
    const found: Errors = {};
    let branchCode = manualBranchEntry ? manualBranch.code.trim() : (branch?.code ?? '');
    let branchName = manualBranchEntry ? manualBranch.name.trim() : (branch?.name ?? '');
    let number = accountNumber;
    let type: string = accountType;
    if (byPassbook) {
      const converted = convertYucho(yucho.symbol, yucho.number);
      if (converted.ok) {
        ({ branchCode, branchName } = converted.value);
        number = converted.value.accountNumber;
        type = converted.value.accountType;
      } else if (converted.field === 'symbol') {
        found.yuchoSymbol = ACCOUNT_MESSAGES.yuchoSymbolFormat;
      } else {
        found.yuchoNumber = converted.reason === 'ordinaryNumber' ? ACCOUNT_MESSAGES.yuchoOrdinaryNumber : ACCOUNT_MESSAGES.yuchoTransferNumber;
      }
    }
    return { body: { bankCode, bankName, branchCode, branchName, accountType: type, accountNumber: number, holderName }, errors: found };
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const { body, errors: found } = payload();
    const parsed = BankAccountUpdateSchema.safeParse(body, { error: jaErrorMap(ACCOUNT_LABELS) });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '');
        if (isFieldKey(key) && !found[key]) found[key] = issue.message;
      }
    }
    if (byPassbook && (found.yuchoSymbol || found.yuchoNumber)) {
      // The converted fields would only repeat the passbook's problem.
      delete found.branchCode;
      delete found.branchName;
      delete found.accountNumber;
      delete found.accountType;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailure(ACCOUNT_UI.checkInput);
      return;
    }
    if (!parsed.success) return;
    setSaving(true);
    try {
      const { account } = await saveAccount(parsed.data);
      onSaved(account);
    } catch (error) {
      if (isApiError(error) && error.fields) {
        const fromServer: Errors = {};
        for (const [key, messages] of Object.entries(error.fields)) if (isFieldKey(key) && messages[0]) fromServer[key] = messages[0];
        setErrors(fromServer);
      }
      setFailure(error instanceof Error && error.message ? error.message : ERROR_MESSAGES.DEFAULT);
      setSaving(false);
    }
  }

  const bankError = errors.bankCode ?? errors.bankName ?? null;
  const branchError = errors.branchCode ?? errors.branchName ?? null;

  return (
    <form className="account-form mypage-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      {failure && (
        <Alert tone="error" data-testid="account-failure">
          {failure}
        </Alert>
      )}

      <fieldset className="account-form__group">
        <legend className="mypage-section-title">{ACCOUNT_UI.bankSection}</legend>
        {bankMode === 'search' ? (
          <SearchPicker
            label={ACCOUNT_UI.bankSearchLabel}
            hint={ACCOUNT_UI.bankSearchHint}
            search={findBanks}
            selected={bank}
            onSelect={chooseBank}
            error={bankError}
            testId="bank-picker"
          />
        ) : (
          <>
            <TextField label={ACCOUNT_LABELS.bankName} value={manualBank.name} onChange={(e) => setManualBank({ ...manualBank, name: e.target.value })} error={errors.bankName} />
            <TextField label={ACCOUNT_LABELS.bankCode} inputMode="numeric" maxLength={4} value={manualBank.code} onChange={(e) => setManualBank({ ...manualBank, code: e.target.value })} error={errors.bankCode} />
          </>
        )}
        <Button variant="ghost" onClick={() => { setBankMode(bankMode === 'search' ? 'manual' : 'search'); chooseBank(null); }}>
          {bankMode === 'search' ? ACCOUNT_UI.manualEntry : ACCOUNT_UI.searchEntry}
        </Button>
      </fieldset>

      {isYucho && (
        <fieldset className="account-form__group">
          <legend className="mypage-section-title">{ACCOUNT_UI.yuchoMode}</legend>
          <div className="choice-list">
            {(['passbook', 'branch'] as const).map((mode) => (
              <label key={mode} className="choice">
                <input type="radio" name="yucho-mode" value={mode} checked={yuchoMode === mode} onChange={() => setYuchoMode(mode)} />
                <span>{mode === 'passbook' ? ACCOUNT_UI.yuchoByPassbook : ACCOUNT_UI.yuchoByBranch}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {byPassbook ? (
        <fieldset className="account-form__group">
          <legend className="mypage-section-title">{ACCOUNT_UI.yuchoByPassbook}</legend>
          <p className="ui-field__hint">{ACCOUNT_UI.yuchoHint}</p>
          <TextField label={ACCOUNT_LABELS.yuchoSymbol} inputMode="numeric" maxLength={6} value={yucho.symbol} onChange={(e) => setYucho({ ...yucho, symbol: e.target.value })} error={errors.yuchoSymbol} />
          <TextField label={ACCOUNT_LABELS.yuchoNumber} inputMode="numeric" maxLength={10} value={yucho.number} onChange={(e) => setYucho({ ...yucho, number: e.target.value })} error={errors.yuchoNumber} />
          {yuchoResult?.ok && (
            <p className="account-form__preview" role="status" data-testid="yucho-result">
              {ACCOUNT_UI.yuchoResult(yuchoResult.value.branchName, yuchoResult.value.branchCode, accountTypeLabel(yuchoResult.value.accountType) ?? '', yuchoResult.value.accountNumber)}
            </p>
          )}
        </fieldset>
      ) : (
        <>
          <fieldset className="account-form__group">
            <legend className="mypage-section-title">{ACCOUNT_UI.branchSection}</legend>
            {!manualBranchEntry ? (
              <SearchPicker
                key={bank?.code ?? 'none'}
                label={ACCOUNT_UI.branchSearchLabel}
                hint={ACCOUNT_UI.branchSearchHint}
                search={findBranches}
                selected={branch}
                onSelect={(next) => setBranch(next)}
                disabled={bank === null}
                error={branchError}
                testId="branch-picker"
              />
            ) : (
              <>
                <TextField label={ACCOUNT_LABELS.branchName} value={manualBranch.name} onChange={(e) => setManualBranch({ ...manualBranch, name: e.target.value })} error={errors.branchName} />
                <TextField label={ACCOUNT_LABELS.branchCode} inputMode="numeric" maxLength={3} value={manualBranch.code} onChange={(e) => setManualBranch({ ...manualBranch, code: e.target.value })} error={errors.branchCode} />
              </>
            )}
            {bankMode === 'search' && (
              <Button variant="ghost" onClick={() => { setBranchMode(branchMode === 'search' ? 'manual' : 'search'); setBranch(null); }}>
                {branchMode === 'search' ? ACCOUNT_UI.manualEntry : ACCOUNT_UI.searchEntry}
              </Button>
            )}
          </fieldset>

          <fieldset className="account-form__group" aria-describedby={errors.accountType ? 'account-type-error' : undefined}>
            <legend className="mypage-section-title">{ACCOUNT_LABELS.accountType}</legend>
            <div className="choice-list">
              {ACCOUNT_TYPES.map((t) => (
                <label key={t.value} className="choice">
                  <input type="radio" name="account-type" value={t.value} checked={accountType === t.value} onChange={() => setAccountType(t.value)} />
                  <span>{t.label}</span>
                </label>
              ))}
            </div>
            {errors.accountType && (
              <p id="account-type-error" className="ui-field__error" role="alert">
                {errors.accountType}
              </p>
            )}
          </fieldset>

          <TextField
            label={ACCOUNT_LABELS.accountNumber}
            hint={ACCOUNT_UI.accountNumberHint}
            inputMode="numeric"
            autoComplete="off"
            maxLength={9}
            value={accountNumber}
            onChange={(e) => setAccountNumber(e.target.value)}
            error={errors.accountNumber}
          />
        </>
      )}

      <div className="account-form__group">
        <TextField
          label={ACCOUNT_LABELS.holderName}
          hint={ACCOUNT_UI.holderNameHint}
          autoComplete="off"
          value={holderName}
          onChange={(e) => setHolderName(e.target.value)}
          error={errors.holderName ?? (!holder.ok && holder.reason === 'forbidden' ? ACCOUNT_MESSAGES.holderNameForbidden(holder.chars) : null)}
        />
        {holder.value !== '' && (
          <p className="account-form__preview" role="status" data-testid="holder-preview">
            {ACCOUNT_UI.holderNamePreview}: <strong>{holder.value}</strong>
          </p>
        )}
      </div>

      <div className="mypage-actions">
        <Button type="submit" loading={saving} loadingText={ACCOUNT_UI.submitting} block>
          {ACCOUNT_UI.submit}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={saving} block>
          {ACCOUNT_UI.cancel}
        </Button>
      </div>
    </form>
  );
}
