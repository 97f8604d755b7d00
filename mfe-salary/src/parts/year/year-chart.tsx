import { SALARY_STATUS_LABELS, SALARY_UI, formatAmount, isNothingToPay, type SalaryMonthSummary } from 'features/salary';
import { StatusBadge } from '../salary-data/salary-status';

/** 84000 → '8.4', 950 → '0.1' — short labels above the bars in 万円 (the legend says so); the table has the exact yen. */
function shortManYen(amount: number): string {
  if (amount === 0) return '0';
  return (Math.round(amount / 1000) / 10).toFixed(1);
}

/**
 * Twelve bars (a month without work is a 0 bar, not a gap) with short labels, and the same numbers as a table
 * (「表で見る」) for screen readers and for people who prefer to read. The 見込み bar is hatched and says so.
 */
export function YearChart({ year, months }: { year: number; months: readonly SalaryMonthSummary[] }) {
  const max = Math.max(1, ...months.map((m) => m.total));
  return (
    <figure className="salary-chart" aria-labelledby="salary-chart-caption">
      <figcaption id="salary-chart-caption" className="salary-chart__caption">
        {SALARY_UI.chartCaption(year)}
      </figcaption>
      <div className="salary-chart__bars" aria-hidden="true" data-testid="salary-chart">
        {months.map((m) => {
          const height = Math.max(0, Math.round((Math.max(0, m.total) / max) * 100));
          return (
            <div key={m.month} className={`salary-chart__col salary-chart__col--${m.status}`} data-month={m.month} data-total={m.total}>
              <span className="salary-chart__value">{m.status === 'upcoming' ? '' : shortManYen(m.total)}</span>
              <span className="salary-chart__track">
                <span className="salary-chart__bar" style={{ height: `${height}%` }} />
              </span>
              <span className="salary-chart__label">{Number(m.month.slice(5))}</span>
            </div>
          );
        })}
      </div>
      <p className="salary-chart__legend" aria-hidden="true">
        <span className="salary-chart__key salary-chart__key--estimate" /> {SALARY_STATUS_LABELS.estimate}
        <span className="salary-chart__key salary-chart__key--done" /> {SALARY_STATUS_LABELS.closed}・{SALARY_STATUS_LABELS.paid}
        <span className="salary-chart__unit">{SALARY_UI.chartUnit}</span>
      </p>
      <details className="salary-chart__table">
        <summary>{SALARY_UI.tableToggle}</summary>
        <table className="salary-table" data-testid="salary-year-table">
          <caption className="salary-visually-hidden">{SALARY_UI.chartCaption(year)}</caption>
          <thead>
            <tr>
              <th scope="col">{SALARY_UI.monthColumn}</th>
              <th scope="col">{SALARY_UI.statusColumn}</th>
              <th scope="col" className="salary-num">{SALARY_UI.amountColumn}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{Number(m.month.slice(5))}月</th>
                <td>
                  {/* an ended month without work: nothing was paid, so no 支払済 */}
                  {isNothingToPay(m.status, m.workCount + m.adjustmentCount) ? null : <StatusBadge status={m.status} />}
                </td>
                <td className="salary-num">{formatAmount(m.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
