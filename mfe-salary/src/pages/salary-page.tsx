import '../parts/salary.css';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useSearchParams } from 'shared/router';
import { useSession } from 'shared/store';
import { LoadError, PageTitle } from 'shared/ui';
import { SALARY_MONTH_PATTERN, SALARY_UI } from 'features/salary';
import { LazySalaryCalculator } from '../parts/calculator/lazy-salary-calculator';
import { YearCsvButton } from '../parts/csv/csv-buttons';
import { SalaryLoading } from '../parts/salary-data/salary-status';
import { useSalaryStatement, useSalaryYear } from '../parts/salary-data/use-salary';
import { BackToList, StatementView } from '../parts/statement/statement-view';
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
  if (state.status === 'error') {
    // Offline, a month never opened here has no copy on the phone: said so, with the way back to the list.
    return (
      <>
        <BackToList month={month} />
        <LoadError title={SALARY_UI.loadError} error={state.error} notKeptOffline={SALARY_UI.statementNotKeptOffline} onRetry={reload} />
      </>
    );
  }
  return <StatementView statement={state.value} {...focus} />;
}

/**
 * Where the worker was on the list (`at`, kept while the list shows) and where to put them back (`restore`, set when a
 * statement opens). The list loads again on the way back (‹ 一覧に戻る, the browser's back), so the browser's own
 * restoration finds a short page; once the list shows again, this puts the worker back where they left it.
 */
interface ListScroll {
  at: number | null;
  restore: number | null;
}

function useListScroll(shown: boolean, scrollRef: RefObject<ListScroll>): void {
  // A layout effect: its cleanup stops listening in the commit that replaces the list, before the shorter page
  // moves the scroll position (that move is not where the worker was).
  useLayoutEffect(() => {
    if (!shown) return undefined;
    const { restore } = scrollRef.current;
    if (restore !== null) window.scrollTo?.(0, restore);
    const remember = () => {
      scrollRef.current = { at: window.scrollY, restore: null };
    };
    remember();
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [shown, scrollRef]);
}

function Overview({ year, onYear, focus, scrollRef }: { year: number | undefined; onYear: (year: number) => void; focus: HeadingFocus; scrollRef: RefObject<ListScroll> }) {
  const { state, reload } = useSalaryYear(year);
  useListScroll(state.status === 'ready', scrollRef);
  const worker = useSession((s) => s.worker);
  const calculator = <LazySalaryCalculator charge={worker?.charge} margin={worker?.margin} />;
  if (state.status === 'loading') return <SalaryLoading />;
  if (state.status === 'error') {
    return (
      <>
        <LoadError title={SALARY_UI.loadError} error={state.error} notKeptOffline={SALARY_UI.yearNotKeptOffline} onRetry={reload} />
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

  // A statement opens at its top; the list, when the worker comes back to it, where they left it (useListScroll).
  const scrollRef = useRef<ListScroll>({ at: null, restore: null });
  useEffect(() => {
    const { at, restore } = scrollRef.current;
    if (month === undefined && restore !== null) return;
    if (month !== undefined) scrollRef.current = { at, restore: at };
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
      {month ? <Statement key={month} month={month} focus={focus} /> : <Overview year={year} onYear={(y) => setParams({ year: String(y) })} focus={focus} scrollRef={scrollRef} />}
    </div>
  );
}
