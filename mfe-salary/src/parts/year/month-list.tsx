import { Link } from 'shared/router';
import { SALARY_UI, formatYen, salaryDateLabel, salaryMonthLabel, type SalaryMonthSummary } from 'features/salary';
import { StatusBadge } from '../salary-data/salary-status';

/** The months with work or adjustments (and the running month), newest first; each opens its statement. */
export function MonthList({ months }: { months: readonly SalaryMonthSummary[] }) {
  const shown = months.filter((m) => m.status === 'estimate' || m.workCount + m.adjustmentCount > 0).slice().reverse();
  return (
    <section className="salary-section" aria-labelledby="salary-months-title">
      <h2 id="salary-months-title" className="salary-section__title">
        {SALARY_UI.monthsTitle}
      </h2>
      <p className="salary-muted">{SALARY_UI.monthsHint}</p>
      <ul className="salary-months" data-testid="salary-months">
        {shown.map((m) => (
          <li key={m.month}>
            <Link className={`salary-month salary-month--${m.status}`} to={`/mypage/salary?month=${m.month}`} data-month={m.month}>
              <span className="salary-month__head">
                <span className="salary-month__name">{salaryMonthLabel(m.month)}</span>
                <StatusBadge status={m.status} />
              </span>
              <span className="salary-month__pay">{SALARY_UI.payDateOn(salaryDateLabel(m.payDate))}</span>
              <span className="salary-month__total salary-num" data-testid="salary-month-total">
                {formatYen(m.total)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
