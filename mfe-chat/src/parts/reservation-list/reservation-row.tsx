import { Link } from 'shared/router';
import {
  effectiveStatus,
  formatYen,
  isDeadlineUrgent,
  RESERVATION_UI,
  timeLeftLabel,
  timeRangeLabel,
  type DayLabel,
  type ReservationSummary,
  type ReservationTab,
} from 'features/chat';
import { StatusChip } from '../common/status-chip';
import { takeHomeTexts } from '../common/take-home';
import { DayText } from './day-heading';
import { fromListState } from './list-link';

export interface ReservationRowProps {
  item: ReservationSummary;
  now: Date;
  /** Shown in the row (依頼 and 過去); under 予定 the day is the group's heading. */
  day: DayLabel | null;
  showDeadline: boolean;
  /** The tab the row is listed under: the reservation's 「予約一覧へ戻る」 comes back to it (list-link.ts). */
  tab: ReservationTab;
}

/** One reservation in the list: when, who, what, where, money and status — the whole row opens the detail. */
export function ReservationRow({ item, now, day, showDeadline, tab }: ReservationRowProps) {
  const left = showDeadline ? timeLeftLabel(item.answerDeadline, now) : null;
  const takeHome = takeHomeTexts(item, now);
  const urgent = left !== null && isDeadlineUrgent(item.answerDeadline, now);
  return (
    <li className="chat-row">
      <Link className="chat-row__link" to={`/mypage/reservation/${item.id}`} state={fromListState(tab)} data-testid="reservation-row">
        <span className="chat-row__top">
          <span className="chat-row__when">
            {day ? <DayText day={day} /> : null}
            <span className="chat-row__time">{timeRangeLabel(item.startsAt, item.endsAt)}</span>
          </span>
          <StatusChip status={effectiveStatus(item, now)} />
        </span>
        <span className="chat-row__customer">{RESERVATION_UI.customerSuffix(item.customer.displayName)}</span>
        <span className="chat-row__meta">
          {RESERVATION_UI.courseWithMinutes(item.course, item.courseMinutes)}・{item.area}
        </span>
        <span className="chat-row__money">
          <span>{RESERVATION_UI.charge} {formatYen(item.charge)}</span>
          <span className={`chat-row__take-home${takeHome.kind === 'none' ? ' chat-row__take-home--none' : ''}`} data-testid="row-take-home">
            {takeHome.label} {takeHome.value}
          </span>
        </span>
        {showDeadline ? (
          <span className={`chat-row__deadline${urgent ? ' chat-row__deadline--urgent' : ''}`} data-testid="time-left">
            {RESERVATION_UI.timeLeftLine(left)}
          </span>
        ) : null}
      </Link>
    </li>
  );
}
