import { useCallback, useId, useMemo, useState } from 'react';

import { useSearchParams } from 'shared/router';
import type { ShiftsResponse } from 'features/shifts';
import { Alert } from 'shared/ui';
import { answersOfPeriod } from './day-answer';
import type { HolidayNames } from './holidays';
import { previousPeriod } from './quick-fills';
import { ShiftSubmitForm } from './shift-submit-form';
import { defaultPeriod } from './submit-model';
import './shift-submit.css';
import { isShiftPeriodOpen, shiftAnswersVersion, SHIFTS_UI, type SubmitShiftsResponse } from 'features/shifts';

export interface ShiftSubmitViewProps {
  data: ShiftsResponse;
  holidays: HolidayNames;
  workerId: string | null;
  now: Date;
  onSubmitted: (result: SubmitShiftsResponse) => void;
  /** Loads the shifts again (after another tab or phone changed the period's answers). */
  onReload: () => void;
}

/** Chooses the period (?period=<id>, else the earliest open one) and shows its form. */
export function ShiftSubmitView({ data, holidays, workerId, now, onSubmitted, onReload }: ShiftSubmitViewProps) {
  const [params, setParams] = useSearchParams();
  const pickerId = useId();
  const requested = params.get('period');
  const period = data.periods.find((p) => p.id === requested) ?? defaultPeriod(data.periods, now);
  const previous = period ? previousPeriod(data.periods, period) : undefined;
  const base = useMemo(() => (period ? answersOfPeriod(data.answers, period.id) : {}), [data.answers, period]);
  // What the worker edits from: a submission based on other answers than those stored is refused (409).
  const basedOn = useMemo(() => shiftAnswersVersion(period ? data.answers.filter((a) => a.periodId === period.id) : []), [data.answers, period]);
  const previousAnswers = useMemo(() => (previous ? answersOfPeriod(data.answers, previous.id) : {}), [data.answers, previous]);
  // Periods the server said are closed (a submission refused with SHIFT_PERIOD_CLOSED) while this phone's clock still
  // had them open: shown closed in the picker and in the form, also after switching to another period and back.
  const [closedByServer, setClosedByServer] = useState<ReadonlySet<string>>(() => new Set());
  const periodId = period?.id;
  const onClosedByServer = useCallback(() => {
    if (periodId) setClosedByServer((ids) => new Set(ids).add(periodId));
  }, [periodId]);
  const isOpen = (p: { id: string; deadlineAt: string }) => !closedByServer.has(p.id) && isShiftPeriodOpen(p.deadlineAt, now);

  if (!period) return <Alert tone="info" data-testid="shift-no-period">{SHIFTS_UI.noPeriod}</Alert>;

  return (
    <div className="shift-submit-view">
      {data.periods.length > 1 ? (
        <div className="shift-picker">
          <label htmlFor={pickerId} className="shift-picker__label">{SHIFTS_UI.periodLabel}</label>
          <select
            id={pickerId}
            className="ui-input shift-picker__select"
            value={period.id}
            onChange={(e) => setParams({ period: e.target.value }, { replace: true })}
          >
            {data.periods.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}（{isOpen(p) ? SHIFTS_UI.statusOpen : SHIFTS_UI.statusClosed}）
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <ShiftSubmitForm
        key={period.id}
        period={period}
        base={base}
        basedOn={basedOn}
        onReload={onReload}
        previous={previous ? { period: previous, answers: previousAnswers } : undefined}
        lastSubmission={data.submissions.find((s) => s.periodId === period.id)}
        holidays={holidays}
        workerId={workerId}
        now={now}
        onSubmitted={onSubmitted}
        closedByServer={closedByServer.has(period.id)}
        onClosedByServer={onClosedByServer}
      />
    </div>
  );
}
