

import type { BankAccount } from 'shared/schemas';
import { ACCOUNT_LABELS, ACCOUNT_UI } from 'features/mypage';
import { accountTypeLabel } from 'shared/domain';

/** The registered bank account, as a list of label and value. */
export function BankAccountDetails({ account }: { account: BankAccount }) {
  const rows: [string, string][] = [
    [ACCOUNT_LABELS.bankName, ACCOUNT_UI.selected(account.bankName, account.bankCode)],
    [ACCOUNT_LABELS.branchName, ACCOUNT_UI.selected(account.branchName, account.branchCode)],
    [ACCOUNT_LABELS.accountType, accountTypeLabel(account.accountType) ?? account.accountType],
    [ACCOUNT_LABELS.accountNumber, account.accountNumber],
    [ACCOUNT_LABELS.holderName, account.holderName],
  ];
  return (
    <dl className="account-details" data-testid="account-details">
      {rows.map(([label, value]) => (
        <div key={label} className="account-details__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
