import { useRef } from 'react';
import { Link } from 'shared/router';
import { Button } from 'shared/ui';
import {
  SALARY_LINE_KIND_LABELS,
  SALARY_STATUS_LABELS,
  SALARY_UI,
  formatAmount,
  formatYen,
  isNothingToPay,
  salaryDateLabel,
  salaryMonthLabel,
  type SalaryStatement,
} from 'features/salary';
import { MonthCsvButton } from '../csv/csv-buttons';
import { StatusBadge } from '../salary-data/salary-status';
import { useTakeFocus } from '../salary-data/use-take-focus';

function shortDate(date: string): string {
  return `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}`;
}

/** ‹ 一覧に戻る: the statement's year on the list (above a statement, and above one that could not be loaded). */
export function BackToList({ month }: { month: string }) {
  return (
    <p className="salary-no-print">
      <Link to={`/mypage/salary?year=${month.slice(0, 4)}`} className="salary-back">
        ‹ {SALARY_UI.backToList}
      </Link>
    </p>
  );
}

/**
 * One month's statement: the total first (見込み clearly an estimate), then who / which month / status / pay date,
 * the work lines, the adjustments and the totals. Printed (「印刷・PDF保存」) it is an A4 statement: the print
 * stylesheet shows this section only.
 */
export function StatementView({ statement, focusHeading = false, onHeadingFocused = () => undefined }: { statement: SalaryStatement; focusHeading?: boolean; onHeadingFocused?: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useTakeFocus(headingRef, focusHeading, onHeadingFocused);
  const title = SALARY_UI.statementTitle(salaryMonthLabel(statement.month));
  const estimate = statement.status === 'estimate';
  // An ended month without work or adjustments (opened by its address): no status, no pay date, nothing to print.
  const nothing = isNothingToPay(statement.status, statement.lines.length + statement.adjustments.length);
  // A month that has not begun (opened by its address): it says so; nothing to print, no CSV.
  const upcoming = statement.status === 'upcoming';
  return (
    <article className={`salary-statement salary-statement--${statement.status}`} aria-labelledby="salary-statement-title" data-testid="salary-statement">
      <BackToList month={statement.month} />
      <header className="salary-statement__header">
        <p className="salary-print-only salary-statement__issuer">{SALARY_UI.issuedBy}</p>
        <h2 id="salary-statement-title" ref={headingRef} tabIndex={-1} className="salary-statement__title">
          {title} {nothing || upcoming ? null : <StatusBadge status={statement.status} />}
        </h2>
        <p className="salary-statement__total">
          <span className="salary-summary__label">
            {SALARY_UI.monthTotal}
            {estimate ? `（${SALARY_STATUS_LABELS.estimate}）` : ''}
          </span>
          <span className="salary-summary__amount salary-num" data-testid="salary-statement-total">
            {formatYen(statement.total)}
          </span>
        </p>
        {estimate ? <p className="salary-estimate-note">{SALARY_UI.estimateNote}</p> : null}
        {nothing ? (
          <p className="salary-muted" data-testid="salary-nothing-to-pay">
            {SALARY_UI.nothingToPay}
          </p>
        ) : null}
        {upcoming ? (
          <p className="salary-muted" data-testid="salary-upcoming">
            {SALARY_UI.upcomingNote}
          </p>
        ) : null}
        <dl className="salary-facts">
          <div>
            <dt>{SALARY_UI.workerName}</dt>
            <dd>{statement.workerName}</dd>
          </div>
          <div>
            <dt>{SALARY_UI.monthLabel}</dt>
            <dd>{salaryMonthLabel(statement.month)}</dd>
          </div>
          <div>
            <dt>{SALARY_UI.statusLabel}</dt>
            <dd>{nothing ? SALARY_UI.nothingToPayStatus : upcoming ? SALARY_UI.upcomingStatus : SALARY_STATUS_LABELS[statement.status]}</dd>
          </div>
          {nothing ? null : (
            <div>
              <dt>{SALARY_UI.payDate}</dt>
              <dd>{salaryDateLabel(statement.payDate)}</dd>
            </div>
          )}
        </dl>
        {nothing || upcoming ? null : (
          <div className="salary-actions salary-no-print">
            <Button onClick={() => window.print()}>{SALARY_UI.print}</Button>
            <MonthCsvButton statement={statement} />
          </div>
        )}
      </header>

      <section className="salary-section" aria-labelledby="salary-lines-title">
        <h3 id="salary-lines-title" className="salary-section__title">
          {SALARY_UI.workLines}（{SALARY_UI.lineCount(statement.lines.length)}）
        </h3>
        {statement.lines.length === 0 ? (
          <p className="salary-muted">{SALARY_UI.noWorkLines}</p>
        ) : (
          <div className="salary-table-wrap">
            <table className="salary-table salary-lines" data-testid="salary-lines">
              <thead>
                <tr>
                  <th scope="col">{SALARY_UI.date}</th>
                  <th scope="col" className="salary-lines__customer-head">
                    {SALARY_UI.customer}・<wbr />
                    {SALARY_UI.course}
                  </th>
                  <th scope="col" className="salary-num">
                    {SALARY_UI.charge}
                  </th>
                  <th scope="col" className="salary-num">
                    {SALARY_UI.margin}
                  </th>
                  <th scope="col" className="salary-num">
                    {SALARY_UI.takeHome}
                  </th>
                </tr>
              </thead>
              <tbody>
                {statement.lines.map((l) => (
                  <tr key={l.id} data-testid="salary-line">
                    <td>
                      <time dateTime={l.date}>{shortDate(l.date)}</time>
                    </td>
                    <td>
                      <span className="salary-line__customer">{l.customerName}</span>
                      <span className="salary-line__course">
                        {l.course}
                        {l.reservationStatus === 'confirmed' ? <span className="salary-planned">{SALARY_UI.plannedBadge}</span> : null}
                      </span>
                    </td>
                    <td className="salary-num">{formatAmount(l.charge)}</td>
                    <td className="salary-num">{l.margin}%</td>
                    <td className="salary-num" data-testid="salary-line-take-home" data-amount={l.takeHome}>
                      {formatAmount(l.takeHome)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className="salary-section" aria-labelledby="salary-adjustments-title">
        <h3 id="salary-adjustments-title" className="salary-section__title">
          {SALARY_UI.adjustments}
        </h3>
        {statement.adjustments.length === 0 ? (
          <p className="salary-muted">{SALARY_UI.noAdjustments}</p>
        ) : (
          <table className="salary-table" data-testid="salary-adjustments">
            <thead>
              <tr>
                <th scope="col">{SALARY_UI.kind}</th>
                <th scope="col">{SALARY_UI.reason}</th>
                <th scope="col" className="salary-num">
                  {SALARY_UI.amount}
                </th>
              </tr>
            </thead>
            <tbody>
              {statement.adjustments.map((a) => (
                <tr key={a.id} data-testid="salary-adjustment">
                  <td>{SALARY_LINE_KIND_LABELS[a.kind]}</td>
                  <td>{a.reason}</td>
                  <td className="salary-num" data-testid="salary-adjustment-amount" data-amount={a.amount}>
                    {formatAmount(a.amount)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <table className="salary-table salary-totals" data-testid="salary-totals">
        <caption className="salary-visually-hidden">{SALARY_UI.monthTotal}</caption>
        <tbody>
          <tr>
            <th scope="row">{SALARY_UI.workSubtotal}</th>
            <td className="salary-num">{formatYen(statement.workTotal)}</td>
          </tr>
          <tr>
            <th scope="row">{SALARY_UI.adjustmentSubtotal}</th>
            <td className="salary-num">{formatYen(statement.adjustmentTotal)}</td>
          </tr>
          <tr className="salary-totals__grand">
            <th scope="row">
              {SALARY_UI.monthTotal}
              {estimate ? `（${SALARY_STATUS_LABELS.estimate}）` : ''}
            </th>
            <td className="salary-num">{formatYen(statement.total)}</td>
          </tr>
        </tbody>
      </table>
    </article>
  );
}
