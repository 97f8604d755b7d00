import { Link } from 'shared/router';
import {
  CANCEL_REASON_LABELS,
  DECLINE_REASON_LABELS,
  dayLabel,
  formatYen,
  instantLabel,
  isDeadlineUrgent,
  RESERVATION_ACTOR_LABELS,
  RESERVATION_STATUS_LABELS,
  RESERVATION_UI,
  effectiveStatus,
  shiftOverlapsLabel,
  TRAVEL_BUFFER_MINUTES,
  timeLeftLabel,
  timeRangeLabel,
  type ReservationDetail,
  type ReservationEvent,
} from 'features/chat';
import { StatusChip } from '../common/status-chip';
import { takeHomeTexts } from '../common/take-home';
import { DayText } from '../reservation-list/day-heading';

/** The shifts area's list of 確定 shifts (mfe-shifts). */
const SHIFT_LIST_PATH = '/mypage/shift-list';

const REASON_LABELS: Readonly<Record<string, string>> = { ...DECLINE_REASON_LABELS, ...CANCEL_REASON_LABELS };

function reasonOf(e: { reasonCode: string | null; reasonText: string | null }): string | null {
  const label = e.reasonCode ? REASON_LABELS[e.reasonCode] ?? null : null;
  const parts = [label, e.reasonText].filter((p): p is string => Boolean(p));
  return parts.length > 0 ? parts.join('：') : null;
}

function HistoryItem({ event }: { event: ReservationEvent }) {
  const reason = reasonOf(event);
  return (
    <li className="chat-history__item">
      <span className="chat-history__what">{RESERVATION_UI.historyEntry(RESERVATION_STATUS_LABELS[event.status], RESERVATION_ACTOR_LABELS[event.actor])}</span>
      <span className="chat-history__when">{instantLabel(event.at)}</span>
      {reason ? <span className="chat-history__reason">{reason}</span> : null}
    </li>
  );
}

/** Everything about one reservation, in the order a worker needs it: status, when, who, where, money, history. */
export function ReservationDetailView({ reservation: r, now, holidayName }: { reservation: ReservationDetail; now: Date; holidayName: (date: string) => string | undefined }) {
  const left = r.status === 'requested' ? timeLeftLabel(r.answerDeadline, now) : null;
  const takeHome = takeHomeTexts(r, now);
  // Red only when little time is left, by the list's rule: always red, a day's time read as urgent here and not there.
  const urgent = left !== null && isDeadlineUrgent(r.answerDeadline, now);
  return (
    <div className="chat-detail">
      <p className="chat-detail__status">
        <StatusChip status={effectiveStatus(r, now)} />
        {left ? <span className={`chat-row__deadline${urgent ? ' chat-row__deadline--urgent' : ''}`} data-testid="time-left">{RESERVATION_UI.timeLeftLine(left)}</span> : null}
      </p>

      {/* Above the facts, before any button: a request the worker would accept on top of a 確定 shift. */}
      {r.shiftOverlaps && r.shiftOverlaps.length > 0 ? (
        <div className="chat-overlap" data-testid="shift-overlap">
          <p className="chat-overlap__text">{RESERVATION_UI.shiftOverlap(shiftOverlapsLabel(r.shiftOverlaps), TRAVEL_BUFFER_MINUTES)}</p>
          <Link to={SHIFT_LIST_PATH} className="chat-secondary-link">{RESERVATION_UI.shiftListLink}</Link>
        </div>
      ) : null}

      <dl className="chat-facts">
        <div className="chat-facts__row">
          <dt>{RESERVATION_UI.when}</dt>
          <dd>
            <DayText day={dayLabel(r.startsAt, now, holidayName)} /> <span className="chat-row__time">{timeRangeLabel(r.startsAt, r.endsAt)}</span>
          </dd>
        </div>
        <div className="chat-facts__row">
          <dt>{RESERVATION_UI.course}</dt>
          <dd>{RESERVATION_UI.courseWithMinutes(r.course, r.courseMinutes)}</dd>
        </div>
        <div className="chat-facts__row">
          <dt>{RESERVATION_UI.customer}</dt>
          <dd>
            <Link to={`/mypage/user/${r.customer.id}`} data-testid="customer-link">{RESERVATION_UI.customerSuffix(r.customer.displayName)}</Link>
            <br />
            <Link to={`/mypage/chat/${r.customer.id}`} className="chat-secondary-link">{RESERVATION_UI.chatLink}</Link>
          </dd>
        </div>
        <div className="chat-facts__row">
          <dt>{RESERVATION_UI.customerNote}</dt>
          <dd className="chat-pre">{r.customerNote || RESERVATION_UI.noNote}</dd>
        </div>
        <div className="chat-facts__row">
          <dt>{RESERVATION_UI.area}</dt>
          <dd>{r.area}</dd>
        </div>
        {r.address !== null ? (
          <>
            <div className="chat-facts__row">
              <dt>{RESERVATION_UI.address}</dt>
              <dd data-testid="reservation-address">{r.address}</dd>
            </div>
            <div className="chat-facts__row">
              <dt>{RESERVATION_UI.accessNotes}</dt>
              <dd className="chat-pre">{r.accessNotes || RESERVATION_UI.noNote}</dd>
            </div>
          </>
        ) : (
          <div className="chat-facts__row">
            <dt>{RESERVATION_UI.address}</dt>
            <dd className="chat-muted" data-testid="address-hidden">{RESERVATION_UI.addressHidden}</dd>
          </div>
        )}
      </dl>

      <section className="chat-section" aria-labelledby="chat-money">
        <h2 id="chat-money" className="chat-section__title">{RESERVATION_UI.money}</h2>
        <dl className="chat-facts">
          <div className="chat-facts__row">
            <dt>{RESERVATION_UI.charge}</dt>
            <dd>{formatYen(r.charge)}</dd>
          </div>
          <div className="chat-facts__row">
            <dt>{RESERVATION_UI.margin}</dt>
            <dd>{RESERVATION_UI.marginValue(r.margin)}</dd>
          </div>
          <div className="chat-facts__row">
            <dt>{takeHome.label}</dt>
            <dd className={`chat-take-home${takeHome.kind === 'none' ? ' chat-take-home--none' : ''}`} data-testid="take-home">{takeHome.value}</dd>
          </div>
        </dl>
        {/* Only for an estimate, a request that can still be accepted: an expired or declined one is paid nothing. */}
        {takeHome.kind === 'estimate' ? <p className="chat-hint">{RESERVATION_UI.marginNotFixed}</p> : null}
      </section>

      <section className="chat-section" aria-labelledby="chat-history">
        <h2 id="chat-history" className="chat-section__title">{RESERVATION_UI.history}</h2>
        <ol className="chat-history" data-testid="reservation-history">
          {r.history.map((e, i) => (
            <HistoryItem key={`${e.status}-${i}`} event={e} />
          ))}
        </ol>
      </section>
    </div>
  );
}
