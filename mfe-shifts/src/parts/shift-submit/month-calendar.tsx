import { useMemo, useRef, useState, type KeyboardEvent } from 'react';

import { cx } from 'shared/ui';
import { calendarWeeks, dayForKey, dayKind } from './calendar-model';
import type { DayAnswers } from './day-answer';
import type { HolidayNames } from './holidays';
import { SHIFTS_UI, WEEKDAY_FULL_LABELS, WEEKDAY_LABELS, shiftDateLabel, shiftMonthLabel, type IsoDate } from 'features/shifts';
import { ANSWER_MEANINGS, ANSWER_SYMBOLS } from 'features/shifts';

export interface MonthCalendarProps {
  startsOn: IsoDate;
  endsOn: IsoDate;
  answers: DayAnswers;
  holidays: HolidayNames;
  today: IsoDate;
  selected: IsoDate | null;
  /** Days with a problem to fix (marked 「!」, named '要確認', not by colour alone). */
  invalid: ReadonlySet<IsoDate>;
  onSelect: (date: IsoDate) => void;
}

const WEEKDAY_CLASS = ['sunday', 'weekday', 'weekday', 'weekday', 'weekday', 'weekday', 'saturday'] as const;

/** What a screen reader hears for a day: '6月2日(月) 祝日 元日 今日 ○ 勤務可 要確認'. */
export function dayLabel(input: { date: IsoDate; holiday: string | undefined; isToday: boolean; answer: keyof typeof ANSWER_SYMBOLS | undefined; invalid: boolean }): string {
  return [
    shiftDateLabel(input.date),
    input.holiday ? `${SHIFTS_UI.holiday} ${input.holiday}` : null,
    input.isToday ? SHIFTS_UI.today : null,
    input.answer ? `${ANSWER_SYMBOLS[input.answer]} ${ANSWER_MEANINGS[input.answer]}` : SHIFTS_UI.unanswered,
    input.invalid ? SHIFTS_UI.dayNeedsFix : null,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * A Japanese month calendar (日 … 土 headers; Saturdays blue, Sundays and national holidays red, each also
 * named in words) with one button per day of the period, showing its answer as ○ △ ×. One stop of the Tab key:
 * the selected day (else today, else the first day) is in the Tab order, and the arrow keys, Home and End move
 * between the days as in a date picker; Enter or Space opens the day.
 */
export function MonthCalendar({ startsOn, endsOn, answers, holidays, today, selected, invalid, onSelect }: MonthCalendarProps) {
  const weeks = useMemo(() => calendarWeeks(startsOn, endsOn), [startsOn, endsOn]);
  const table = useRef<HTMLTableElement>(null);
  const within = (date: IsoDate | null): date is IsoDate => date !== null && date >= startsOn && date <= endsOn;
  // The day the arrow keys moved to, until a day is opened: then the opened day is the one Tab comes back to.
  const [moved, setMoved] = useState<IsoDate | null>(null);
  const focusable = within(moved) ? moved : within(selected) ? selected : within(today) ? today : startsOn;
  function onKeyDown(e: KeyboardEvent<HTMLTableElement>) {
    const from = e.target instanceof HTMLElement ? e.target.closest<HTMLElement>('button[data-date]')?.dataset.date : undefined;
    if (!from) return;
    const next = dayForKey(e.key, from, startsOn, endsOn);
    if (next === null) return;
    e.preventDefault();
    setMoved(next);
    table.current?.querySelector<HTMLButtonElement>(`button[data-date="${next}"]`)?.focus();
  }
  const months = startsOn.slice(0, 7) === endsOn.slice(0, 7)
    ? shiftMonthLabel(startsOn)
    : `${shiftMonthLabel(startsOn)}〜${shiftMonthLabel(endsOn)}`;

  return (
    <table className="shift-calendar" ref={table} onKeyDown={onKeyDown}>
      <caption className="ui-visually-hidden">{SHIFTS_UI.calendarCaption(months)}</caption>
      <thead>
        <tr>
          {WEEKDAY_LABELS.map((label, i) => (
            <th key={label} scope="col" abbr={WEEKDAY_FULL_LABELS[i]} className={`shift-calendar__weekday shift-calendar__weekday--${WEEKDAY_CLASS[i] ?? 'weekday'}`}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.find((d) => d !== null) ?? 'empty'}>
            {week.map((date, i) => {
              if (date === null) return <td key={`pad-${i}`} className="shift-calendar__pad" />;
              const answer = answers[date]?.answer;
              const holiday = holidays.get(date);
              const isToday = date === today;
              const hasError = invalid.has(date);
              const day = Number(date.slice(8, 10));
              const showMonth = day === 1 || date === startsOn;
              return (
                <td key={date} className="shift-calendar__cell">
                  <button
                    type="button"
                    data-date={date}
                    data-answer={answer ?? ''}
                    className={cx(
                      'shift-day',
                      `shift-day--${dayKind(date, holidays)}`,
                      answer && `shift-day--${answer}`,
                      isToday && 'shift-day--today',
                      hasError && 'shift-day--invalid',
                      showMonth && holiday && 'shift-day--month-holiday',
                      date === selected && 'shift-day--selected',
                    )}
                    tabIndex={date === focusable ? 0 : -1}
                    aria-pressed={date === selected}
                    aria-current={isToday ? 'date' : undefined}
                    aria-label={dayLabel({ date, holiday, isToday, answer, invalid: hasError })}
                    onClick={() => {
                      setMoved(null);
                      onSelect(date);
                    }}
                  >
                    {/* The first day of a month reads 12月1 (the month small): words of the button's name, 12月1日(火) … (WCAG 2.5.3). */}
                    <span className="shift-day__number">
                      {showMonth ? <span className="shift-day__month">{`${Number(date.slice(5, 7))}月`}</span> : null}
                      {day}
                    </span>
                    <span className="shift-day__symbol">{answer ? ANSWER_SYMBOLS[answer] : ''}</span>
                    {hasError ? <span className="shift-day__flag">{SHIFTS_UI.dayNeedsFixMark}</span> : null}
                  </button>
                  {/* 祝 marks the day's cell, not its button: the button's visible label (the day and its ○ △ ×) stays
                      words of its name (WCAG 2.5.3), and the name already says 祝日 and the holiday's name. */}
                  {holiday ? <span className="shift-day__holiday" aria-hidden="true">{SHIFTS_UI.holiday.slice(0, 1)}</span> : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
