// The bank-account form's values and the one check before saving: what the worker chose or typed (bank and
// branch searched or typed by hand, ゆうちょ銀行's passbook 記号・番号 or branch, type, number, holder name) →
// the POST /workerapi/account body, or a message per field.
import type { AccountType } from 'shared/domain';
import { jaErrorMap } from 'shared/messages';
import type { BankAccount } from 'shared/schemas';
import { convertYucho, isYuchoNumberShaped, YUCHO_BANK_CODE, ACCOUNT_LABELS, ACCOUNT_MESSAGES, BankAccountUpdateSchema, type Bank, type BankAccountUpdate, type Branch, type YuchoNumberFault } from 'features/mypage';

export type EntryMode = 'search' | 'manual';
export type YuchoMode = 'passbook' | 'branch';

export interface BankAccountFormValues {
  bankMode: EntryMode;
  /** The bank picked by search. */
  bank: Bank | null;
  /** Typed by hand (bankMode 'manual'). */
  bankName: string;
  bankCode: string;
  branchMode: EntryMode;
  /** The branch picked by search. */
  branch: Branch | null;
  /** Typed by hand (branchMode 'manual', or any branch of a bank typed by hand). */
  branchName: string;
  branchCode: string;
  yuchoMode: YuchoMode;
  yuchoSymbol: string;
  yuchoNumber: string;
  accountType: AccountType | '';
  accountNumber: string;
  holderName: string;
}

/** The fields a message can stand under (the request's fields and the passbook's two). */
export type BankAccountFieldKey = 'bankCode' | 'bankName' | 'branchCode' | 'branchName' | 'accountType' | 'accountNumber' | 'holderName' | 'yuchoSymbol' | 'yuchoNumber';
export type BankAccountFieldMessages = Partial<Record<BankAccountFieldKey, string>>;

const FIELD_KEYS: readonly string[] = ['bankCode', 'bankName', 'branchCode', 'branchName', 'accountType', 'accountNumber', 'holderName', 'yuchoSymbol', 'yuchoNumber'] satisfies readonly BankAccountFieldKey[];
export const isBankAccountFieldKey = (key: string): key is BankAccountFieldKey => FIELD_KEYS.includes(key);

/** Starts from the registered account (to change it) or empty (to register one), 普通預金 chosen: most pay
 * accounts are, and a worker with another kind changes it in sight. */
export function initialBankAccountValues(initial: BankAccount | null): BankAccountFormValues {
  return {
    bankMode: 'search',
    bank: initial ? { code: initial.bankCode, name: initial.bankName, kana: '' } : null,
    bankName: '',
    bankCode: '',
    branchMode: 'search',
    branch: initial ? { code: initial.branchCode, name: initial.branchName, kana: '' } : null,
    branchName: '',
    branchCode: '',
    yuchoMode: initial?.bankCode === YUCHO_BANK_CODE ? 'branch' : 'passbook',
    yuchoSymbol: '',
    yuchoNumber: '',
    accountType: initial?.accountType ?? 'ordinary',
    accountNumber: initial?.accountNumber ?? '',
    holderName: initial?.holderName ?? '',
  };
}

/** What the worker chose or typed, modes left out: toggling 手入力 and back with nothing typed loses nothing. */
function content(values: BankAccountFormValues): string {
  return JSON.stringify([
    values.bank?.code ?? '', values.branch?.code ?? '', values.bankName.trim(), values.bankCode.trim(), values.branchName.trim(),
    values.branchCode.trim(), values.yuchoSymbol.trim(), values.yuchoNumber.trim(), values.accountType, values.accountNumber.trim(), values.holderName.trim(),
  ]);
}

/** True when leaving would throw away something the worker chose or typed (compared with what the form started from). */
export function hasUnsavedInput(values: BankAccountFormValues, start: BankAccountFormValues): boolean {
  return content(values) !== content(start);
}

/** The bank as chosen: picked by search, or typed by hand. */
export function chosenBank(values: Pick<BankAccountFormValues, 'bankMode' | 'bank' | 'bankName' | 'bankCode'>): { code: string; name: string } {
  return values.bankMode === 'search'
    ? { code: values.bank?.code ?? '', name: values.bank?.name ?? '' }
    : { code: values.bankCode.trim(), name: values.bankName.trim() };
}

/** True when the branch is typed by hand (a bank typed by hand has no branch search). */
export const manualBranchEntry = (values: Pick<BankAccountFormValues, 'bankMode' | 'branchMode'>): boolean =>
  values.bankMode === 'manual' || values.branchMode === 'manual';

/** ゆうちょ銀行 entered by the passbook's 記号・番号 (converted to branch, type and number). */
export const entersByPassbook = (values: Pick<BankAccountFormValues, 'bankMode' | 'bank' | 'bankName' | 'bankCode' | 'yuchoMode'>): boolean =>
  chosenBank(values).code === YUCHO_BANK_CODE && values.yuchoMode === 'passbook';

/** What is wrong with a passbook 番号, as the worker can fix it (10180 with 1234567: the last digit, not the length). */
export function yuchoNumberMessage(fault: YuchoNumberFault): string {
  switch (fault) {
    case 'notDigits': return ACCOUNT_MESSAGES.yuchoNumberDigits;
    case 'ordinaryTooLong': return ACCOUNT_MESSAGES.yuchoOrdinaryTooLong;
    case 'ordinaryLastDigit': return ACCOUNT_MESSAGES.yuchoOrdinaryLastDigit;
    case 'ordinaryTooShort': return ACCOUNT_MESSAGES.yuchoOrdinaryTooShort;
    case 'transferTooLong': return ACCOUNT_MESSAGES.yuchoTransferTooLong;
    case 'zero': return ACCOUNT_MESSAGES.yuchoNumberZero;
  }
}

export type BankAccountCheck = { ok: true; body: BankAccountUpdate } | { ok: false; errors: BankAccountFieldMessages };

/** The request body (BankAccountUpdateSchema: number zero-padded, holder name as the bank sees it) or the messages. */
export function checkBankAccount(values: BankAccountFormValues): BankAccountCheck {
  const errors: BankAccountFieldMessages = {};
  const bank = chosenBank(values);
  const byPassbook = entersByPassbook(values);
  const manualBranch = manualBranchEntry(values);
  let branchCode = manualBranch ? values.branchCode.trim() : (values.branch?.code ?? '');
  let branchName = manualBranch ? values.branchName.trim() : (values.branch?.name ?? '');
  let accountNumber = values.accountNumber;
  let accountType: string = values.accountType;
  if (byPassbook) {
    const converted = convertYucho(values.yuchoSymbol, values.yuchoNumber);
    if (converted.ok) {
      ({ branchCode, branchName, accountNumber, accountType } = converted.value);
    } else if (converted.field === 'symbol') {
      errors.yuchoSymbol = ACCOUNT_MESSAGES.yuchoSymbolFormat;
      if (!isYuchoNumberShaped(values.yuchoNumber)) errors.yuchoNumber = ACCOUNT_MESSAGES.yuchoNumberFormat;
    } else {
      errors.yuchoNumber = yuchoNumberMessage(converted.reason);
    }
  }
  const body = { bankCode: bank.code, bankName: bank.name, branchCode, branchName, accountType, accountNumber, holderName: values.holderName };
  const parsed = BankAccountUpdateSchema.safeParse(body, { error: jaErrorMap(ACCOUNT_LABELS) });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      if (isBankAccountFieldKey(key) && !errors[key]) errors[key] = issue.message;
    }
  }
  if (byPassbook && (errors.yuchoSymbol || errors.yuchoNumber)) {
    // The converted fields would only repeat the passbook's problem.
    delete errors.branchCode;
    delete errors.branchName;
    delete errors.accountNumber;
    delete errors.accountType;
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}
