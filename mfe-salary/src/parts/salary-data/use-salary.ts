import { useResource } from 'shared/ui';
import { getSalaryStatement, getSalaryYear } from 'features/salary';

// Each is one GET of the page (shared/ui useResource): loading → ready | error, 再試行, again by itself when the phone
// is back online after a failed load; another year or month reads as loading until its own answer arrives. Both load
// again when the worker comes back to the tab after a minute away (refreshOnReturn: a statement paid meanwhile).

/** GET /workerapi/salaries?year=… for the page (no year: this year). */
export function useSalaryYear(year: number | undefined) {
  return useResource(String(year ?? 'current'), (signal) => getSalaryYear(year, { signal }), undefined, { refreshOnReturn: true });
}

/** GET /workerapi/salaries?year=…&month=… for one month's statement. */
export function useSalaryStatement(month: string) {
  return useResource(month, (signal) => getSalaryStatement(month, { signal }).then((r) => r.statement), undefined, {
    refreshOnReturn: true,
  });
}
