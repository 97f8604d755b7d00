import { useCallback } from 'react';

import { Link } from 'shared/router';
import { LoadError, PageTitle, useNow } from 'shared/ui';
import { withoutAnswer } from '../parts/shifts-data/merge';
import { ShiftsLoading } from '../parts/shifts-data/shifts-status';
import { useShifts } from '../parts/shifts-data/use-shifts';
import { ShiftListView } from '../parts/shift-list/shift-list-view';
import { tokyoDate, SHIFTS_UI } from 'features/shifts';

/** /mypage/shift-list: the worker's submitted answers and confirmed shifts. */
export function ShiftListPage() {
  const { state, reload, update } = useShifts({ refreshOnReturn: true });
  const now = useNow(60_000);
  const onDeleted = useCallback((id: string) => update((d) => withoutAnswer(d, id)), [update]);

  return (
    <div className="shifts-page">
      <PageTitle>{SHIFTS_UI.listTitle}</PageTitle>
      <p className="shifts-page__links">
        <Link to="/mypage/shift-submit">{SHIFTS_UI.goToSubmit}</Link>
      </p>
      {state.status === 'loading' ? <ShiftsLoading /> : null}
      {state.status === 'error' ? <LoadError title={SHIFTS_UI.loadError} error={state.error} onRetry={reload} /> : null}
      {state.status === 'ready' ? <ShiftListView data={state.value} today={tokyoDate(now)} onDeleted={onDeleted} /> : null}
    </div>
  );
}
