import { RESERVATION_UI, type DayLabel } from 'features/chat';

/**
 * A day as a heading: 今日 / 明日, the date and weekday; Saturday blue, Sunday and holidays red — and the
 * weekday and the holiday's name are written, so nothing depends on colour.
 */
export function DayText({ day }: { day: DayLabel }) {
  return (
    <span className={`chat-day chat-day--${day.kind}`}>
      {day.relative ? <span className="chat-day__relative">{day.relative}</span> : null}
      <span aria-hidden="true">{day.text}</span>
      <span className="chat-visually-hidden">{day.spoken}</span>
      {day.holidayName ? <span className="chat-day__holiday">{`${RESERVATION_UI.holiday}・${day.holidayName}`}</span> : null}
    </span>
  );
}
