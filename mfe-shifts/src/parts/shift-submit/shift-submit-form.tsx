import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';

import { newIdempotencyKey, toApiError } from 'shared/api';

import { Link } from 'shared/router';
import type { ShiftPeriod, ShiftSubmission } from 'features/shifts';
import { Alert, Button, useReloadWhenOnline } from 'shared/ui';
import { DayEditor } from './day-editor';
import { applyChanges, sameAnswer, setChanges, type DayAnswer, type DayAnswers, type DayChanges } from './day-answer';
import { clearDraft, draftKey, readDraft, writeDraft } from './draft-storage';
import type { HolidayNames } from './holidays';
import { MonthCalendar } from './month-calendar';
import { AnswerLegend, PeriodHeader } from './period-header';
import { copyFromPrevious, fillDaysOff, fillWeekdays } from './quick-fills';
import { checkSubmission, editableDates, errorsByDate, type DayErrors } from './submit-model';
import { datesBetween, isShiftPeriodOpen, tokyoDate, submitShifts, SHIFTS_UI, shiftInstantLabel, type SubmitShiftsResponse, type IsoDate } from 'features/shifts';

export interface ShiftSubmitFormProps {
  period: ShiftPeriod;
  /** The period's answers as stored. */
  base: DayAnswers;
  /** shiftAnswersVersion of those answers: sent with the submission, refused (409) once they changed elsewhere. */
  basedOn: string;
  /** Loads the stored answers again (最新の回答を読み込む after a 409); the worker's edits stay on top of them. */
  onReload: () => void;
  /** The period before, with the worker's answers to it (for 前回の回答をコピー). */
  previous: { period: ShiftPeriod; answers: DayAnswers } | undefined;
  lastSubmission: ShiftSubmission | undefined;
  holidays: HolidayNames;
  /** Whose draft this is (the draft is kept per worker and period); null keeps it in memory only. */
  workerId: string | null;
  now: Date;
  onSubmitted: (result: SubmitShiftsResponse) => void;
  /** The server refused a submission because the period has closed (its word wins over this phone's clock). */
  closedByServer?: boolean;
  onClosedByServer?: () => void;
}

type SubmitState =
  | { state: 'idle' }
  | { state: 'submitting' }
  /** `kept`: no definite answer (network, 5xx): the same answers may be sent again. `offline`: no answer at all. */
  | { state: 'failed'; message: string; kept?: boolean; offline?: boolean }
  /** A submission that failed for want of a connection, and the connection is back: nothing was sent since. */
  | { state: 'online-again' }
  /** Another tab or phone changed the period's answers (409): the latest are to be loaded first. */
  | { state: 'stale'; message: string; basedOn: string; reloading: boolean }
  | { state: 'reloaded' }
  | { state: 'done'; submission: ShiftSubmission };

/** Statuses after which the same request may be sent again with the same Idempotency-Key (no definite answer). */
const UNDECIDED = (status: number | null): boolean => status === null || status >= 500 || status === 408 || status === 429;

function omit<T>(record: Readonly<Record<string, T>>, keys: Iterable<string>): Record<string, T> {
  const out = { ...record };
  for (const key of keys) delete out[key];
  return out;
}

/**
 * One period's availability: the calendar, quick fills, the day editor and 提出する. What the worker types is
 * kept as a draft (localStorage) until a submission succeeds; a failed request keeps it, and sending the same
 * answers again reuses the Idempotency-Key, so a submission that did reach the server is never stored twice.
 */
export function ShiftSubmitForm({ period, base, basedOn, onReload, previous, lastSubmission, holidays, workerId, now, onSubmitted, closedByServer = false, onClosedByServer }: ShiftSubmitFormProps) {
  // The server's word wins over this phone's clock (which may run late, and is read only every 30 s).
  const open = !closedByServer && isShiftPeriodOpen(period.deadlineAt, now);
  const today = tokyoDate(now);
  const dates = useMemo(() => datesBetween(period.startsOn, period.endsOn), [period.startsOn, period.endsOn]);
  const editable = useMemo(() => editableDates(period, now), [period, now]);
  const editableSet = useMemo(() => new Set(editable), [editable]);

  const [initial] = useState(() => (workerId !== null && open ? readDraft(workerId, period.id) : null));
  const [changes, setChangeState] = useState<DayChanges>(initial ?? {});
  const [restored, setRestored] = useState(initial !== null);
  const answers = useMemo(() => applyChanges(base, open ? changes : {}), [base, changes, open]);
  const [selected, setSelected] = useState<IsoDate>(
    () => editable.find((d) => answers[d] === undefined) ?? editable[0] ?? dates[0] ?? period.startsOn,
  );
  const [errors, setErrors] = useState<DayErrors>({});
  // 次の日へ replaces the day editor, the focused button with it: the next day's editor then takes the focus.
  const [focusEditor, setFocusEditor] = useState(false);
  const [notice, setNotice] = useState('');
  // What the answers were before the last quick fill, while it can be undone (until the next change).
  const [beforeQuickFill, setBeforeQuickFill] = useState<DayChanges | null>(null);
  const [submit, setSubmit] = useState<SubmitState>({ state: 'idle' });
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const quickFillId = useId();

  // The draft as this tab last wrote or adopted it: what another tab writes is adopted, not written back (each
  // write carries its time, so writing it back would bounce between the tabs for ever).
  const synced = useRef(JSON.stringify(initial ?? {}));
  useEffect(() => {
    if (workerId === null || !open) return;
    const serialized = JSON.stringify(changes);
    if (serialized === synced.current) return;
    synced.current = serialized;
    writeDraft(workerId, period.id, changes);
  }, [workerId, period.id, changes, open]);

  // Another tab of this worker edits the same period: one draft, shown alike in both (it overwrote this tab's saved
  // draft, and a reload here lost what this tab showed). Removed there (submitted, or discarded): this tab shows the
  // latest answers without the edits.
  useEffect(() => {
    if (workerId === null || !open) return undefined;
    const key = draftKey(workerId, period.id);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== key) return;
      const next = event.newValue === null ? {} : readDraft(workerId, period.id) ?? {};
      synced.current = JSON.stringify(next);
      setBeforeQuickFill(null);
      setChangeState(next);
      setErrors({});
      if (event.newValue === null) {
        setRestored(false);
        onReload();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [workerId, period.id, open, onReload]);

  function reloadLatest() {
    // Another tab's submission cleared the shared draft: keep this tab's edits for a reload of the page too.
    if (workerId !== null) writeDraft(workerId, period.id, changes);
    setSubmit((s) => (s.state === 'stale' ? { ...s, reloading: true } : s));
    onReload();
  }

  const invalid = useMemo(() => new Set(Object.keys(errors)), [errors]);
  const answered = dates.filter((d) => answers[d] !== undefined).length;
  const canCopy = previous !== undefined && Object.keys(previous.answers).length > 0;

  function apply(updates: Record<IsoDate, DayAnswer | null>) {
    setBeforeQuickFill(null);
    setChangeState((c) => setChanges(base, c, updates));
    setErrors((e) => omit(e, Object.keys(updates)));
    setSubmit((s) => (s.state === 'submitting' ? s : { state: 'idle' }));
  }

  /** A quick fill says how many answers it replaced, and can be undone (元に戻す) until the next change. */
  function quickFill(updates: Record<IsoDate, DayAnswer>) {
    const replaced = Object.entries(updates).filter(([d, a]) => answers[d] !== undefined && !sameAnswer(answers[d], a)).length;
    apply(updates);
    setBeforeQuickFill(changes);
    setNotice(SHIFTS_UI.quickFilled(Object.keys(updates).length, replaced));
  }

  function undoQuickFill() {
    if (beforeQuickFill === null) return;
    setChangeState(beforeQuickFill);
    setErrors({});
    setBeforeQuickFill(null);
    setNotice(SHIFTS_UI.quickFillUndone);
  }

  function discardDraft() {
    setBeforeQuickFill(null);
    setChangeState({});
    setErrors({});
    setRestored(false);
    if (workerId !== null) clearDraft(workerId, period.id);
  }

  async function handleSubmit() {
    const check = checkSubmission(period.id, answers, editable);
    if (!check.ok) {
      if (check.reason === 'empty') {
        setSubmit({ state: 'failed', message: SHIFTS_UI.nothingToSubmit });
        return;
      }
      setErrors(check.errors);
      const first = Object.keys(check.errors).sort()[0];
      setFocusEditor(false); // the focus stays on 提出する, which says what to fix
      if (first !== undefined) setSelected(first);
      setSubmit({ state: 'failed', message: SHIFTS_UI.fixErrors });
      return;
    }
    const request = { ...check.body, basedOn };
    const body = JSON.stringify(request);
    const key = attempt.current !== null && attempt.current.body === body ? attempt.current.key : newIdempotencyKey();
    attempt.current = { key, body };
    setSubmit({ state: 'submitting' });
    try {
      const result = await submitShifts(request, { idempotencyKey: key });
      attempt.current = null;
      if (workerId !== null) clearDraft(workerId, period.id);
      setBeforeQuickFill(null);
      setChangeState({});
      setErrors({});
      setRestored(false);
      setNotice('');
      setSubmit({ state: 'done', submission: result.submission });
      onSubmitted(result);
    } catch (e) {
      const error = toApiError(e);
      if (!UNDECIDED(error.status)) attempt.current = null;
      if (error.code === 'SHIFT_ANSWERS_CHANGED') {
        setSubmit({ state: 'stale', message: error.message, basedOn, reloading: false });
        return;
      }
      if (error.code === 'SHIFT_PERIOD_CLOSED') onClosedByServer?.();
      if (error.fields) {
        const byDate = errorsByDate(error.fields, check.dates);
        setErrors(byDate);
        const first = Object.keys(byDate).sort()[0];
        setFocusEditor(false);
        if (first !== undefined) setSelected(first);
      }
      setSubmit({ state: 'failed', message: error.message, kept: UNDECIDED(error.status), offline: error.key === 'NETWORK_ERROR' && !error.canceled });
    }
  }

  // The connection is back after a submission failed without one: the network error no longer holds. Nothing is sent
  // by itself (the worker decides when to submit), so the bar says the answers wait for 提出する.
  const markOnlineAgain = useCallback(
    () => setSubmit((current) => (current.state === 'failed' && current.offline ? { state: 'online-again' } : current)),
    [],
  );
  useReloadWhenOnline(submit.state === 'failed' && submit.offline === true, markOnlineAgain);

  const selectedIndex = dates.indexOf(selected);
  const nextDate = selectedIndex >= 0 ? dates[selectedIndex + 1] : undefined;
  const lockedReason = !open ? SHIFTS_UI.closedDayLocked : editableSet.has(selected) ? null : SHIFTS_UI.pastDayLocked;
  const submitting = submit.state === 'submitting';
  // The latest answers arrived after a 409: the worker's edits now apply on top of them, to be checked and sent.
  const shown: SubmitState = submit.state === 'stale' && submit.basedOn !== basedOn ? { state: 'reloaded' } : submit;

  return (
    <div className="shift-form">
      <PeriodHeader period={period} open={open} now={now} />

      {!open ? (
        <Alert tone="info" data-testid="shift-closed-notice">
          {SHIFTS_UI.closedNotice}
          {/* The deadline passed while the worker was still editing: what was not sent is not shown as if it were. */}
          {Object.keys(changes).length > 0 ? <> {SHIFTS_UI.unsentAtDeadline}</> : null}
        </Alert>
      ) : null}
      {open && restored && Object.keys(changes).length > 0 ? (
        <Alert tone="info" data-testid="shift-draft-restored" action={<Button variant="secondary" onClick={discardDraft}>{SHIFTS_UI.draftDiscard}</Button>}>
          {SHIFTS_UI.draftRestored}
        </Alert>
      ) : null}

      <AnswerLegend />

      {open ? (
        <section className="shift-quick" aria-labelledby={quickFillId}>
          <h3 id={quickFillId} className="shift-quick__title">{SHIFTS_UI.quickFillTitle}</h3>
          <div className="shift-quick__buttons">
            <Button variant="secondary" onClick={() => quickFill(fillWeekdays(editable, holidays))}>{SHIFTS_UI.fillWeekdaysMaru}</Button>
            <Button variant="secondary" onClick={() => quickFill(fillDaysOff(editable, holidays))}>{SHIFTS_UI.fillWeekendsBatsu}</Button>
            <Button
              variant="secondary"
              disabled={!canCopy}
              aria-describedby={canCopy ? undefined : `${quickFillId}-no-copy`}
              onClick={() => { if (previous) quickFill(copyFromPrevious(editable, period, previous.period, previous.answers)); }}
            >
              {SHIFTS_UI.copyPrevious}
            </Button>
          </div>
          {!canCopy ? <p id={`${quickFillId}-no-copy`} className="shift-quick__hint">{SHIFTS_UI.noPreviousAnswers}</p> : null}
          <div className="shift-quick__result">
            <p className="shift-quick__notice" role="status">{notice}</p>
            {beforeQuickFill !== null ? <Button variant="ghost" onClick={undoQuickFill} data-testid="shift-quick-undo">{SHIFTS_UI.quickFillUndo}</Button> : null}
          </div>
        </section>
      ) : null}

      <MonthCalendar
        startsOn={period.startsOn}
        endsOn={period.endsOn}
        answers={answers}
        holidays={holidays}
        today={today}
        selected={selected}
        invalid={invalid}
        onSelect={(date) => {
          setFocusEditor(false);
          setSelected(date);
        }}
      />

      <DayEditor
        key={selected}
        date={selected}
        value={answers[selected]}
        holiday={holidays.get(selected)}
        lockedReason={lockedReason}
        errors={errors[selected]}
        onChange={(value) => apply({ [selected]: value })}
        onNext={nextDate === undefined ? undefined : () => {
          setFocusEditor(true);
          setSelected(nextDate);
        }}
        focusOnOpen={focusEditor}
      />

      <div className="shift-submit" data-testid="shift-submit-bar">
        <p className="shift-submit__count" role="status" data-testid="shift-answered-count">
          {SHIFTS_UI.answeredCount(answered, dates.length)}
        </p>
        {shown.state === 'failed' ? (
          <Alert tone="error" data-testid="shift-submit-error">
            {shown.message}
            {shown.kept && open ? (
              <> {SHIFTS_UI.draftKept}</>
            ) : null}
          </Alert>
        ) : null}
        {shown.state === 'stale' ? (
          <Alert
            tone="error"
            data-testid="shift-submit-error"
            action={<Button variant="secondary" loading={shown.reloading} onClick={reloadLatest}>{SHIFTS_UI.reloadLatest}</Button>}
          >
            {shown.message}
          </Alert>
        ) : null}
        {shown.state === 'online-again' ? (
          <Alert tone="info" data-testid="shift-online-again">{SHIFTS_UI.onlineAgainSubmit}</Alert>
        ) : null}
        {shown.state === 'reloaded' ? (
          <Alert tone="info" data-testid="shift-reloaded">{SHIFTS_UI.reloadedLatest}</Alert>
        ) : null}
        {shown.state === 'done' ? (
          <Alert tone="success" title={SHIFTS_UI.submittedTitle} data-testid="shift-receipt" action={<Link to="/mypage/shift-list">{SHIFTS_UI.goToList}</Link>}>
            {SHIFTS_UI.submitted(shiftInstantLabel(shown.submission.submittedAt), shown.submission.days)}
          </Alert>
        ) : null}
        <p className="shift-submit__last" data-testid="shift-last-submission">
          {lastSubmission
            ? SHIFTS_UI.lastSubmitted(shiftInstantLabel(lastSubmission.submittedAt), lastSubmission.days)
            : SHIFTS_UI.notSubmittedYet}
        </p>
        {open ? (
          <Button block loading={submitting} loadingText={SHIFTS_UI.submitting} onClick={() => void handleSubmit()}>
            {SHIFTS_UI.submit}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
