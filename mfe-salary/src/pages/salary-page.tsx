import '../parts/salary.css';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'shared/router';
import { useSession } from 'shared/store';
import { LoadError, PageTitle } from 'shared/ui';
import { SALARY_MONTH_PATTERN, SALARY_UI } from 'features/salary';
import { LazySalaryCalculator } from '../parts/calculator/lazy-salary-calculator';
import { YearCsvButton } from '../parts/csv/csv-buttons';
import { SalaryLoading } from '../parts/salary-data/salary-status';
import { useSalaryStatement, useSalaryYear } from '../parts/salary-data/use-salary';
import { StatementView } from '../parts/statement/statement-view';
import { YearOverview } from '../parts/year/year-overview';

function yearParam(value: string | null): number | undefined {
  return value !== null && /^\d{4}$/.test(value) && Number(value) >= 2000 && Number(value) <= 2100 ? Number(value) : undefined;
}

/** After the worker changed the year or the month inside the page: the new view's heading takes the focus. */
interface HeadingFocus {
  focusHeading: boolean;
  onHeadingFocused: () => void;
}

function Statement({ month, focus }: { month: string; focus: HeadingFocus }) {
  const { state, reload } = useSalaryStatement(month);
  if (state.status === 'loading') return <SalaryLoading />;
  if (state.status === 'error') return <LoadError title={SALARY_UI.loadError} error={state.error} onRetry={reload} />;
  return <StatementView statement={state.value} {...focus} />;
}

function Overview({ year, onYear, focus }: { year: number | undefined; onYear: (year: number) => void; focus: HeadingFocus }) {
  const { state, reload } = useSalaryYear(year);
  const worker = useSession((s) => s.worker);
  const calculator = <LazySalaryCalculator charge={worker?.charge} margin={worker?.margin} />;
  if (state.status === 'loading') return <SalaryLoading />;
  if (state.status === 'error') {
    return (
      <>
        <LoadError title={SALARY_UI.loadError} error={state.error} onRetry={reload} />
        {calculator}
      </>
    );
  }
  const data = state.value;
  const noHistory = data.years.length <= 1 && data.months.every((m) => m.workCount + m.adjustmentCount === 0);
  if (noHistory) {
    return (
      <>
        <p className="salary-empty" data-testid="salary-empty">
          {SALARY_UI.empty}
        </p>
        {calculator}
      </>
    );
  }
  return (
    <>
      <YearOverview data={data} onYear={onYear} {...focus} />
      <YearCsvButton year={data.year} months={data.months} />
      {calculator}
    </>
  );
}

/**
 * /mypage/salary: the year (total, chart and table, switcher), the months (見込み / 確定 / 支払済 with pay dates)
 * and the calculator; `?month=YYYY-MM` opens that month's statement (bookmarkable, survives a reload);
 * `?year=YYYY` picks the year.
 */
export function SalaryPage() {
  const [params, setParams] = useSearchParams();
  const monthParam = params.get('month');
  const month = monthParam !== null && SALARY_MONTH_PATTERN.test(monthParam) ? monthParam : undefined;
  const year = yearParam(params.get('year'));

  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [month]);

  // A year or month chosen inside the page (the path stays, so the shell does not move the focus).
  const view = month ?? `year-${year ?? ''}`;
  const [shownView, setShownView] = useState(view);
  const [focusHeading, setFocusHeading] = useState(false);
  if (shownView !== view) {
    setShownView(view);
    setFocusHeading(true);
  }
  const onHeadingFocused = useCallback(() => setFocusHeading(false), []);
  const focus = { focusHeading, onHeadingFocused };

  return (
    <div className="salary-page">
      <PageTitle>{SALARY_UI.title}</PageTitle>
      {month ? <Statement key={month} month={month} focus={focus} /> : <Overview year={year} onYear={(y) => setParams({ year: String(y) })} focus={focus} />}
    </div>
  );
}
