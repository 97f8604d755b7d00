import { useState } from 'react';
import { Button } from 'shared/ui';
import { getSalaryStatement, salaryCsvBytes, salaryCsvFileName, SALARY_UI, type SalaryMonthSummary, type SalaryStatement } from 'features/salary';
import { downloadFile } from './download';

/** 「この月のCSV」: the statement on screen as 給与明細_YYYY-MM.csv. */
export function MonthCsvButton({ statement }: { statement: SalaryStatement }) {
  return (
    <Button variant="secondary" onClick={() => downloadFile(salaryCsvBytes([statement]), salaryCsvFileName(statement.month))}>
      {SALARY_UI.csvMonth}
    </Button>
  );
}

/** 「YYYY年のCSV」: every month of the year that has lines, as 給与明細_YYYY.csv. */
export function YearCsvButton({ year, months }: { year: number; months: readonly SalaryMonthSummary[] }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const withLines = months.filter((m) => m.workCount + m.adjustmentCount > 0);
  async function download() {
    setBusy(true);
    setFailed(false);
    try {
      const statements = await Promise.all(withLines.map((m) => getSalaryStatement(m.month).then((r) => r.statement)));
      downloadFile(salaryCsvBytes(statements), salaryCsvFileName(String(year)));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="salary-csv">
      <Button variant="secondary" onClick={() => void download()} loading={busy} loadingText={SALARY_UI.csvPreparing} disabled={withLines.length === 0}>
        {SALARY_UI.csvYear(year)}
      </Button>
      {failed ? (
        <p role="alert" className="salary-error-text">
          {SALARY_UI.csvError}
        </p>
      ) : null}
    </div>
  );
}
