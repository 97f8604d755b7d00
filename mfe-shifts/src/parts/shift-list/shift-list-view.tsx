import { useEffect, useId, useMemo, useRef, useState } from 'react';

import { toApiError } from 'shared/api';

import { Link } from 'shared/router';
import type { ShiftsResponse } from 'features/shifts';
import { Alert, ConfirmDialog, Icon } from 'shared/ui';
import { cx } from 'shared/ui';
import { buildShiftList, type ShiftListItem, type ShiftListMonth } from './list-model';
import './shift-list.css';
import { deleteShift, SHIFTS_UI, shiftDateLabel, shiftMonthLabel, type IsoDate } from 'features/shifts';
import { ANSWER_MEANINGS, ANSWER_SYMBOLS } from 'features/shifts';

export interface ShiftListViewProps {
  data: Pick<ShiftsResponse, 'answers' | 'confirmed'>;
  today: IsoDate;
  /** An answer is gone on the server (deleted now, or already): drop it from the page's data. */
  onDeleted: (id: string) => void;
}

type AnswerItem = Extract<ShiftListItem, { kind: 'answer' }>;

function answerText(item: AnswerItem): string {
  return `${ANSWER_SYMBOLS[item.answer]} ${ANSWER_MEANINGS[item.answer]}`;
}

function Item({ item, onDelete }: { item: ShiftListItem; onDelete: (item: AnswerItem) => void }) {
  if (item.kind === 'confirmed') {
    return (
      <li className="shift-item shift-item--confirmed" data-testid="shift-item" data-kind="confirmed" data-id={item.id}>
        <span className="shift-tag shift-tag--confirmed">{SHIFTS_UI.confirmedBadge}</span>
        <div className="shift-item__body">
          <p className="shift-item__main">{SHIFTS_UI.timeRange(item.startTime, item.endTime)}</p>
          <p className="shift-item__sub">
            {SHIFTS_UI.placeLabel}: {item.place}
            {item.description ? ` ・ ${item.description}` : ''}
          </p>
        </div>
      </li>
    );
  }
  return (
    <li className={cx('shift-item', `shift-item--${item.answer}`)} data-testid="shift-item" data-kind="answer" data-id={item.id}>
      <span className="shift-tag">{SHIFTS_UI.answerBadge}</span>
      <div className="shift-item__body">
        <p className="shift-item__main">
          <span className="shift-item__symbol">{ANSWER_SYMBOLS[item.answer]}</span> {ANSWER_MEANINGS[item.answer]}
          {/* The space goes before the time, not into it: layout drops a space at the start of an inline-block, so
              it showed (and was read) as 要相談09:00〜13:00. */}
          {item.startTime && item.endTime ? <>{' '}<span className="shift-item__time">{SHIFTS_UI.timeRange(item.startTime, item.endTime)}</span></> : null}
        </p>
        {item.note ? <p className="shift-item__sub">{item.note}</p> : null}
      </div>
      {item.editable ? (
        <button type="button" className="shift-item__delete" aria-label={SHIFTS_UI.deleteAnswer(shiftDateLabel(item.date))} onClick={() => onDelete(item)}>
          <Icon name="trash" />
        </button>
      ) : null}
    </li>
  );
}

function Months({ months, today, onDelete }: { months: ShiftListMonth[]; today: IsoDate; onDelete: (item: AnswerItem) => void }) {
  return (
    <>
      {months.map((m) => (
        // Not a landmark: the same month can stand under 今後のシフトと提出した回答 and under 過去のシフトと回答; its heading names it.
        <div key={m.month} className="shift-month">
          <h3 className="shift-month__title">{shiftMonthLabel(m.month)}</h3>
          <ol className="shift-days">
            {m.days.map((day) => {
              const isToday = day.date === today;
              return (
                <li key={day.date} className={cx('shift-listday', isToday && 'shift-listday--today')} data-date={day.date} aria-current={isToday ? 'date' : undefined}>
                  <p className="shift-listday__date">
                    {shiftDateLabel(day.date)}
                    {isToday ? <span className="shift-today">{SHIFTS_UI.today}</span> : null}
                  </p>
                  <ul className="shift-items">
                    {day.items.map((item) => <Item key={`${item.kind}-${item.id}`} item={item} onDelete={onDelete} />)}
                  </ul>
                </li>
              );
            })}
          </ol>
        </div>
      ))}
    </>
  );
}

/**
 * The worker's shifts: submitted answers and confirmed shifts, upcoming first, grouped by month, today marked.
 * An answer still editable can be deleted (trash icon → confirmation); confirmed shifts and past days cannot.
 */
export function ShiftListView({ data, today, onDeleted }: ShiftListViewProps) {
  const list = useMemo(() => buildShiftList(data, today), [data, today]);
  const [pending, setPending] = useState<AnswerItem | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const upcomingId = useId();
  const pastId = useId();
  const statusRef = useRef<HTMLParagraphElement>(null);

  // The trash button that opened the dialog is gone after a delete: focus lands on the announcement instead.
  useEffect(() => {
    if (status !== '') statusRef.current?.focus();
  }, [status]);

  async function confirmDelete() {
    if (!pending) return;
    setBusy(true);
    setError(null);
    try {
      await deleteShift(pending.id);
      onDeleted(pending.id);
      setStatus(SHIFTS_UI.deleted(shiftDateLabel(pending.date)));
      setPending(null);
    } catch (e) {
      const apiError = toApiError(e);
      if (apiError.status === 404) {
        onDeleted(pending.id);
        setPending(null);
        setStatus(apiError.message);
      } else {
        setError(apiError.message);
      }
    } finally {
      setBusy(false);
    }
  }

  const empty = list.upcoming.length === 0 && list.past.length === 0;

  return (
    <div className="shift-list">
      <p ref={statusRef} tabIndex={-1} className="shift-list__status" role="status" data-testid="shift-list-status">{status}</p>
      {empty ? (
        <div className="shift-list__empty" data-testid="shift-list-empty">
          <p>{SHIFTS_UI.empty}</p>
          <Link to="/mypage/shift-submit">{SHIFTS_UI.goToSubmit}</Link>
        </div>
      ) : (
        <>
          <section aria-labelledby={upcomingId} data-testid="shift-upcoming">
            <h2 id={upcomingId} className="shift-list__heading">{SHIFTS_UI.upcoming}</h2>
            {list.upcoming.length === 0 ? <p>{SHIFTS_UI.emptyUpcoming}</p> : <Months months={list.upcoming} today={today} onDelete={setPending} />}
          </section>
          {list.past.length > 0 ? (
            <section aria-labelledby={pastId} data-testid="shift-past">
              <h2 id={pastId} className="shift-list__heading">{SHIFTS_UI.past}</h2>
              <Months months={list.past} today={today} onDelete={setPending} />
            </section>
          ) : null}
        </>
      )}

      {pending ? (
        <ConfirmDialog
          title={SHIFTS_UI.deleteTitle}
          confirmLabel={SHIFTS_UI.deleteConfirm}
          busyLabel={SHIFTS_UI.deleting}
          busy={busy}
          error={error ? <Alert tone="error">{error}</Alert> : null}
          onConfirm={() => void confirmDelete()}
          onCancel={() => { setPending(null); setError(null); }}
        >
          <p>{SHIFTS_UI.deleteBody(shiftDateLabel(pending.date), answerText(pending))}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
