import { Link } from 'shared/router';
import { dayLabel, initialsOf, RESERVATION_UI, timeRangeLabel, type CustomerProfile } from 'features/chat';
import { StatusChip } from '../common/status-chip';
import { DayText } from '../reservation-list/day-heading';

/** A customer as this worker may see them: name, initials, area, reservations with me, standing notes. */
export function CustomerProfileView({ user, now, holidayName }: { user: CustomerProfile; now: Date; holidayName: (date: string) => string | undefined }) {
  const next = user.nextReservation;
  return (
    <div className="chat-detail">
      <div className="chat-profile">
        <span className="chat-avatar" role="img" aria-label={RESERVATION_UI.initialsLabel(user.displayName)}>
          {initialsOf(user.displayName)}
        </span>
        <div>
          <p className="chat-profile__name" data-testid="customer-name">{RESERVATION_UI.customerSuffix(user.displayName)}</p>
          <p className="chat-muted">{user.area}</p>
          <p className="chat-profile__counts">
            {RESERVATION_UI.reservationCount(user.reservationCount)}・{RESERVATION_UI.completedCount(user.completedCount)}
          </p>
          <Link to={`/mypage/chat/${user.id}`} className="chat-secondary-link" data-testid="customer-chat-link">{RESERVATION_UI.chatLink}</Link>
        </div>
      </div>

      <section className="chat-section" aria-labelledby="chat-next">
        <h2 id="chat-next" className="chat-section__title">{RESERVATION_UI.nextReservation}</h2>
        {next ? (
          <Link className="chat-row__link chat-card-link" to={`/mypage/reservation/${next.id}`} data-testid="customer-next">
            <span className="chat-row__top">
              <span className="chat-row__when">
                <DayText day={dayLabel(next.startsAt, now, holidayName)} />
                <span className="chat-row__time">{timeRangeLabel(next.startsAt, next.endsAt)}</span>
              </span>
              <StatusChip status={next.status} />
            </span>
            <span className="chat-row__meta">{next.course}</span>
          </Link>
        ) : (
          <p className="chat-empty">{RESERVATION_UI.noNextReservation}</p>
        )}
      </section>

      <section className="chat-section" aria-labelledby="chat-notes">
        <h2 id="chat-notes" className="chat-section__title">{RESERVATION_UI.standingNotes}</h2>
        <p className="chat-pre" data-testid="customer-notes">{user.standingNotes || RESERVATION_UI.noStandingNotes}</p>
      </section>
    </div>
  );
}
