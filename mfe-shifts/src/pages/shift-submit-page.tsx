import { useCallback } from 'react';

import { useSession } from 'shared/store';
import { LoadError, PageTitle, useNow } from 'shared/ui';

import { withSubmission } from '../parts/shifts-data/merge';
import { ShiftsLoading } from '../parts/shifts-data/shifts-status';
import { useShifts } from '../parts/shifts-data/use-shifts';
import { useHolidays } from '../parts/shift-submit/use-holidays';
import { ShiftSubmitView } from '../parts/shift-submit/shift-submit-view';
import { SHIFTS_UI, type SubmitShiftsResponse } from 'features/shifts';

/** /mypage/shift-submit: the worker's availability (○ △ ×) for a submission period. */
export function ShiftSubmitPage() {
  const { state, reload, update } = useShifts();
  const holidays = useHolidays();
  const workerId = useSession((s) => s.worker?.id ?? null);
  const now = useNow();
  const onSubmitted = useCallback((result: SubmitShiftsResponse) => update((d) => withSubmission(d, result)), [update]);

  return (
    <div className="shifts-page">
      <PageTitle>{SHIFTS_UI.submitTitle}</PageTitle>
      {state.status === 'error' ? <LoadError title={SHIFTS_UI.loadError} error={state.error} onRetry={reload} /> : null}
      {state.status === 'loading' || (state.status === 'ready' && holidays.status === 'loading') ? <ShiftsLoading /> : null}
      {state.status === 'ready' && holidays.status === 'ready' ? (
        <ShiftSubmitView data={state.value} holidays={holidays.names} workerId={workerId} now={now} onSubmitted={onSubmitted} onReload={reload} />
      ) : null}
    </div>
  );
}
