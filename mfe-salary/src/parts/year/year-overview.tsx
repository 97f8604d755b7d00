import { useId, useRef } from 'react';
import { Button } from 'shared/ui';
import { SALARY_UI, formatYen, type SalaryYearResponse } from 'features/salary';
import { useTakeFocus } from '../salary-data/use-take-focus';
import { MonthList } from './month-list';
import { YearChart } from './year-chart';

/** The year: total first, the year switcher, the 12-month chart (and its table), then the months. */
export function YearOverview({
  data,
  onYear,
  focusHeading = false,
  onHeadingFocused = () => undefined,
}: {
  data: SalaryYearResponse;
  onYear: (year: number) => void;
  focusHeading?: boolean;
  onHeadingFocused?: () => void;
}) {
  const selectId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useTakeFocus(headingRef, focusHeading, onHeadingFocused);
  // A hand-typed ?year= outside the worker's years: it is still the selected option, and 前の年／次の年 go to the
  // nearest of the worker's years either side.
  const years = data.years.includes(data.year) ? data.years : [...data.years, data.year].sort((a, b) => a - b);
  const previous = data.years.filter((y) => y < data.year).at(-1);
  const next = data.years.find((y) => y > data.year);
  const hasWork = data.months.some((m) => m.workCount + m.adjustmentCount > 0);
  return (
    <>
      <section className="salary-summary" aria-labelledby="salary-year-title">
        <h2 id="salary-year-title" ref={headingRef} tabIndex={-1} className="salary-summary__title">
          {SALARY_UI.yearTitle(data.year)}
        </h2>
        <p className="salary-summary__total">
          <span className="salary-summary__label">{SALARY_UI.yearTotal}</span>
          <span className="salary-summary__amount salary-num" data-testid="salary-year-total">
            {formatYen(data.yearTotal)}
          </span>
        </p>
        <div className="salary-switcher">
          <Button variant="secondary" onClick={() => previous !== undefined && onYear(previous)} disabled={previous === undefined}>
            ‹ {SALARY_UI.yearPrev}
          </Button>
          <label className="salary-switcher__select" htmlFor={selectId}>
            <span className="salary-visually-hidden">{SALARY_UI.yearSelect}</span>
            <select id={selectId} value={data.year} onChange={(e) => onYear(Number(e.target.value))}>
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}年
                </option>
              ))}
            </select>
          </label>
          <Button variant="secondary" onClick={() => next !== undefined && onYear(next)} disabled={next === undefined}>
            {SALARY_UI.yearNext} ›
          </Button>
        </div>
      </section>
      <YearChart year={data.year} months={data.months} />
      {hasWork || data.months.some((m) => m.status === 'estimate') ? <MonthList months={data.months} /> : <p className="salary-empty">{SALARY_UI.emptyYear(data.year)}</p>}
    </>
  );
}
