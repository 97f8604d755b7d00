import { useCallback } from 'react';
import { useResource } from 'shared/ui';
import { getShifts } from 'features/shifts';
import type { ShiftsResponse } from 'features/shifts';

/**
 * GET /workerapi/shifts for a page (shared/ui useResource): loading → ready | error, `reload()` for 再試行 (and by
 * itself when the phone is back online after a failed load: the offline banner says work resumes then), `update()`
 * after a mutation. `refreshOnReturn`: loaded again when the worker comes back to the tab after a minute away (the shift
 * list; not the submit form, whose answers a reload would move under the worker's edits).
 */
export function useShifts({ refreshOnReturn = false }: { refreshOnReturn?: boolean } = {}) {
  const { state, reload, replace } = useResource('shifts', (signal) => getShifts({ signal }), undefined, { refreshOnReturn });
  const update = useCallback((change: (data: ShiftsResponse) => ShiftsResponse) => replace(change), [replace]);
  return { state, reload, update };
}
