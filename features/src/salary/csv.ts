// The statement as CSV: UTF-8 with a BOM (so Excel opens the Japanese correctly), CRLF line ends, Japanese
// headers, one line per work line and adjustment, fields quoted when they hold a comma, quote or line break.
import type { SalaryStatement } from './schemas';
import { SALARY_CSV_HEADERS, SALARY_LINE_KIND_LABELS, SALARY_UI } from './strings';

export const CSV_BOM = '\uFEFF';
export const CSV_MIME_TYPE = 'text/csv;charset=utf-8';

/** One CSV field: quoted (quotes doubled) when it holds a comma, a quote, CR or LF. */
export function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvRow(fields: readonly (string | number)[]): string {
  return fields.map(csvField).join(',');
}

function statementRows(statement: SalaryStatement): string[] {
  const rows = statement.lines.map((l) =>
    csvRow([
      statement.month,
      l.date,
      l.reservationStatus === 'confirmed' ? `${SALARY_LINE_KIND_LABELS.work}（${SALARY_UI.plannedBadge}）` : SALARY_LINE_KIND_LABELS.work,
      l.customerName,
      l.course,
      l.charge,
      l.margin,
      l.takeHome,
      '',
    ]),
  );
  for (const a of statement.adjustments) {
    rows.push(csvRow([statement.month, '', SALARY_LINE_KIND_LABELS[a.kind], '', '', '', '', a.amount, a.reason]));
  }
  return rows;
}

/** The CSV text (BOM first, CRLF) of one or more statements, in the order given. */
export function salaryCsvText(statements: readonly SalaryStatement[]): string {
  const rows = [csvRow(SALARY_CSV_HEADERS), ...statements.flatMap(statementRows)];
  return `${CSV_BOM}${rows.join('\r\n')}\r\n`;
}

/** The CSV's bytes (UTF-8; they start with EF BB BF). */
export function salaryCsvBytes(statements: readonly SalaryStatement[]): Uint8Array {
  return new TextEncoder().encode(salaryCsvText(statements));
}

/** '給与明細_2026-10.csv' for a month, '給与明細_2026.csv' for a year. */
export function salaryCsvFileName(period: string): string {
  return `${SALARY_UI.title}_${period}.csv`;
}
