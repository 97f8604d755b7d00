import { useEffect, useId, useRef } from 'react';
import { type AnswerKey, ANSWER_KEYS, ANSWER_MEANINGS, ANSWER_SYMBOLS } from 'features/shifts';

import { Button, TextField } from 'shared/ui';
import { cx } from 'shared/ui';
import { withAnswer, type DayAnswer } from './day-answer';
import type { FieldMessages } from './submit-model';
import { SHIFT_NOTE_MAX_LENGTH, SHIFTS_UI, shiftDateLabel, type IsoDate } from 'features/shifts';

export interface DayEditorProps {
  date: IsoDate;
  value: DayAnswer | undefined;
  holiday: string | undefined;
  /** Why the day cannot change, or null when it can. */
  lockedReason: string | null;
  errors: FieldMessages | undefined;
  onChange: (value: DayAnswer | null) => void;
  /** Moves to the next day of the period, or undefined on the last one. */
  onNext: (() => void) | undefined;
  /** Takes the focus as it opens (it replaced the day whose 次の日へ was pressed, and that button with it). */
  focusOnOpen?: boolean;
}

const join = (messages: readonly string[] | undefined): string | null => (messages && messages.length > 0 ? messages.join(' ') : null);

/** One day's answer: ○ △ × as labelled radio buttons, and for △ a short note and an optional time range. */
export function DayEditor({ date, value, holiday, lockedReason, errors, onChange, onNext, focusOnOpen = false }: DayEditorProps) {
  const titleId = useId();
  const locked = lockedReason !== null;
  const titleRef = useRef<HTMLHeadingElement>(null);
  const choicesRef = useRef<HTMLFieldSetElement>(null);

  // Once, as this day opens: its answer (the chosen one, else ○) — or, on a locked day, its heading.
  useEffect(() => {
    if (!focusOnOpen) return;
    const radio = choicesRef.current?.querySelector<HTMLInputElement>('input:checked:enabled') ?? choicesRef.current?.querySelector<HTMLInputElement>('input:enabled');
    (radio ?? titleRef.current)?.focus();
  }, [focusOnOpen]);
  const update = (patch: Partial<DayAnswer>) => {
    if (value) onChange({ ...value, ...patch });
  };
  const other = [...(errors?.answer ?? []), ...(errors?.date ?? [])];

  return (
    <section className="shift-editor" aria-labelledby={titleId} data-testid="shift-day-editor">
      <h3 id={titleId} ref={titleRef} tabIndex={-1} className="shift-editor__title">
        {SHIFTS_UI.dayEditorTitle(shiftDateLabel(date))}
        {holiday ? <span className="shift-editor__holiday">（{SHIFTS_UI.holiday}: {holiday}）</span> : null}
      </h3>
      {locked ? <p className="shift-editor__locked">{lockedReason}</p> : null}
      {other.length > 0 ? (
        <p className="shift-editor__error" role="alert">{other.join(' ')}</p>
      ) : null}
      <fieldset ref={choicesRef} className="shift-editor__choices" disabled={locked}>
        <legend className="ui-visually-hidden">{SHIFTS_UI.answerChoices}</legend>
        {ANSWER_KEYS.map((key: AnswerKey) => (
          <label key={key} className={cx('shift-choice', `shift-choice--${key}`, value?.answer === key && 'shift-choice--checked')}>
            <input
              type="radio"
              name={`shift-answer-${date}`}
              value={key}
              checked={value?.answer === key}
              onChange={() => onChange(withAnswer(value, key))}
            />
            <span className="shift-choice__symbol">{ANSWER_SYMBOLS[key]}</span>{' '}
            <span className="shift-choice__meaning">
              {value?.answer === key ? <span aria-hidden="true">✓ </span> : null}
              {ANSWER_MEANINGS[key]}
            </span>
          </label>
        ))}
      </fieldset>

      {value?.answer === 'sankaku' ? (
        <div className="shift-editor__details">
          <TextField
            label={SHIFTS_UI.noteLabel}
            hint={SHIFTS_UI.noteHint}
            value={value.note}
            maxLength={SHIFT_NOTE_MAX_LENGTH}
            disabled={locked}
            error={join(errors?.note)}
            onChange={(e) => update({ note: e.target.value })}
          />
          <fieldset className="shift-editor__times" disabled={locked}>
            <legend className="shift-editor__times-legend">{SHIFTS_UI.timeRangeLabel}</legend>
            <TextField
              type="time"
              label={SHIFTS_UI.startTimeLabel}
              value={value.startTime}
              error={join(errors?.startTime)}
              onChange={(e) => update({ startTime: e.target.value })}
            />
            <TextField
              type="time"
              label={SHIFTS_UI.endTimeLabel}
              value={value.endTime}
              error={join(errors?.endTime)}
              onChange={(e) => update({ endTime: e.target.value })}
            />
          </fieldset>
        </div>
      ) : null}

      <div className="shift-editor__actions">
        {!locked && value ? (
          <Button variant="ghost" onClick={() => onChange(null)}>{SHIFTS_UI.clearAnswer}</Button>
        ) : null}
        {onNext ? <Button variant="secondary" onClick={onNext}>{SHIFTS_UI.nextDay}</Button> : null}
      </div>
    </section>
  );
}
