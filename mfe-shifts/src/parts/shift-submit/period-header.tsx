import { Fragment } from 'react';
import type { ShiftPeriod } from 'features/shifts';
import { cx, Phrases } from 'shared/ui';
import { timeLeftLabel } from './submit-model';
import { SHIFTS_UI, shiftDateLabel, shiftInstantLabel } from 'features/shifts';
import { ANSWER_KEYS, ANSWER_MEANINGS, ANSWER_SYMBOLS } from 'features/shifts';

/** The period, its deadline set by the operator and the time left (Asia/Tokyo), and what ○ △ × mean. */
export function PeriodHeader({ period, open, now }: { period: ShiftPeriod; open: boolean; now: Date }) {
  return (
    <div className="shift-period" data-testid="shift-period">
      <h2 className="shift-period__title">
        {period.title}
        <span className={cx('shift-badge', open ? 'shift-badge--open' : 'shift-badge--closed')} data-testid="shift-period-status">
          {open ? SHIFTS_UI.statusOpen : SHIFTS_UI.statusClosed}
        </span>
      </h2>
      <dl className="shift-period__facts">
        <div>
          <dt>{SHIFTS_UI.periodLabel}</dt>
          <dd>
            <Phrases text={SHIFTS_UI.periodRange(shiftDateLabel(period.startsOn), shiftDateLabel(period.endsOn))} />
          </dd>
        </div>
        <div>
          <dt>{SHIFTS_UI.deadlineLabel}</dt>
          <dd>
            <time dateTime={period.deadlineAt} data-testid="shift-deadline">
              {/* a narrow screen breaks between the day and the time, never inside 11月30日(月) (the space stays between
                  the two: at the end of an inline-block it would not be shown) */}
              {shiftInstantLabel(period.deadlineAt)
                .split(' ')
                .map((part, i) => (
                  <Fragment key={i}>
                    {i > 0 ? ' ' : null}
                    <span className="ui-phrase">{part}</span>
                  </Fragment>
                ))}
            </time>
          </dd>
        </div>
      </dl>
      <p className={cx('shift-period__left', !open && 'shift-period__left--closed')} data-testid="shift-time-left">
        {/* closed by the server while this phone's clock still shows time left: closed, as the badge says */}
        {open ? timeLeftLabel(period.deadlineAt, now) : SHIFTS_UI.statusClosed}
      </p>
    </div>
  );
}

export function AnswerLegend() {
  return (
    <div className="shift-legend">
      <h3 className="ui-visually-hidden">{SHIFTS_UI.legendTitle}</h3>
      <ul className="shift-legend__list" aria-label={SHIFTS_UI.legendTitle}>
        {ANSWER_KEYS.map((key) => (
          <li key={key} className={`shift-legend__item shift-legend__item--${key}`}>
            <span className="shift-legend__symbol">{ANSWER_SYMBOLS[key]}</span> <span>{ANSWER_MEANINGS[key]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
