import { Spinner } from 'shared/ui';
import { SALARY_STATUS_LABELS, SALARY_UI, type SalaryMonthStatus } from 'features/salary';

/** Loading state, in Japanese. */
export function SalaryLoading() {
  return (
    <div className="salary-loading" data-testid="salary-loading">
      <Spinner label={SALARY_UI.loading} />
      <span aria-hidden="true">{SALARY_UI.loading}</span>
    </div>
  );
}

/** 見込み / 確定 / 支払済 as a labelled badge (text, never colour alone). */
export function StatusBadge({ status }: { status: SalaryMonthStatus }) {
  if (status === 'upcoming') return null;
  return (
    <span className={`salary-badge salary-badge--${status}`} data-status={status}>
      {SALARY_STATUS_LABELS[status]}
    </span>
  );
}
