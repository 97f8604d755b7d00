import './shifts-data.css';
import { Spinner } from 'shared/ui';
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
