import type { ApiError } from 'shared/api';
import { UI } from 'shared/messages';
import { Alert, Button, Spinner } from 'shared/ui';
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

/** Error state: what went wrong, in Japanese, and 再試行. */
export function SalaryLoadError({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  return (
    <Alert tone="error" title={SALARY_UI.loadError} data-testid="salary-load-error" action={<Button onClick={onRetry}>{UI.retry}</Button>}>
      {error.message}
    </Alert>
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
