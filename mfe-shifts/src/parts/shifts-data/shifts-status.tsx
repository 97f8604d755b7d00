import './shifts-data.css';
import type { ApiError } from 'shared/api';
import { UI } from 'shared/messages';
import { Alert, Button, Spinner } from 'shared/ui';
import { SHIFTS_UI } from 'features/shifts';

/** Loading state of a shifts page, in Japanese. */
export function ShiftsLoading() {
  return (
    <div className="shifts-status" data-testid="shifts-loading">
      <Spinner label={SHIFTS_UI.loading} />
      <span aria-hidden="true">{SHIFTS_UI.loading}</span>
    </div>
  );
}

/** Error state of a shifts page: what went wrong, in Japanese, and 再試行. */
export function ShiftsLoadError({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  return (
    <Alert tone="error" title={SHIFTS_UI.loadError} data-testid="shifts-load-error" action={<Button onClick={onRetry}>{UI.retry}</Button>}>
      {error.message}
    </Alert>
  );
}
