import { UI } from 'shared/messages';
import { Link } from 'shared/router';
import { useNow, useResource } from 'shared/ui';
import { useRetryAttempt } from './dashboard-retry';
import { useReloadOnRefresh } from './use-reload-on-refresh';
import { getReservationSummary, RESERVATION_CARD_UI, type ReservationSummaryResponse } from 'features/mypage';
import { instantDateLabel, instantEndTimeLabel, instantTimeLabel, isDeadlineUrgent, timeLeftLabel } from 'features/domain';

/**
 * The next confirmed reservation (date, time, customer → its page) and the open requests with the nearest
 * answer deadline (→ the list), from GET /workerapi/reservations/summary, asked again live when a customer
 * requests or cancels and when the worker comes back to the app. Until it answers, or if it fails, the cards are
 * links to the list only — never invented data.
 */
export function ReservationCards() {
  const { state, reload } = useResource('dashboard-reservations', (signal) => getReservationSummary({ signal }));
  useRetryAttempt(state.status === 'error', reload);
  // A customer's new request or cancellation, and coming back to the app: asked again, what is shown kept meanwhile
  // (and after a failed refresh: useResource).
  useReloadOnRefresh(reload, ['reservation']);
  const summary: ReservationSummaryResponse | null | 'error' = state.status === 'ready' ? state.value : state.status === 'error' ? 'error' : null;
  const data = summary === 'error' ? null : summary;
  const next = data?.next ?? null;
  const open = data?.openRequests ?? 0;
  // The nearest answer deadline as the list says it (「あと1時間」, red when close), kept current while the page is open.
  const now = useNow();
  const left = open > 0 && data?.nearestDeadline ? timeLeftLabel(data.nearestDeadline, now) : null;
  const urgent = left !== null && data?.nearestDeadline ? isDeadlineUrgent(data.nearestDeadline, now) : false;
  return (
    <>
      <Link className="dashboard-card dashboard-card--three-lines" to={next ? `/mypage/reservation/${next.id}` : '/mypage/reservation-list?tab=upcoming'} data-testid="dashboard-next-reservation">
        <span className="dashboard-card__title">{RESERVATION_CARD_UI.nextTitle}</span>
        <span className="dashboard-card__body" aria-live="polite">
          {summary === 'error'
            ? RESERVATION_CARD_UI.unavailable
            : data === null
              ? RESERVATION_CARD_UI.nextLoading
              : next
                ? (
                    // The time and the customer's name each wrap as a whole (never 「佐藤 美／咲 様」).
                    <span>
                      <span className="dashboard-card__keep">{RESERVATION_CARD_UI.nextWhen(instantDateLabel(next.startsAt), instantTimeLabel(next.startsAt), instantEndTimeLabel(next.startsAt, next.endsAt))}</span>{' '}
                      <span className="dashboard-card__keep">{RESERVATION_CARD_UI.customer(next.customerName)}</span>
                    </span>
                  )
                : RESERVATION_CARD_UI.nextNone}
        </span>
      </Link>
      {summary !== 'error' ? (
        // Rendered while loading too (its lines reserved), so the cards below never move when the answer arrives.
        <Link className={`dashboard-card dashboard-card--three-lines${open > 0 ? ' dashboard-card--attention' : ''}`} to="/mypage/reservation-list?tab=requests" data-testid="dashboard-open-requests" aria-busy={data === null}>
          <span className="dashboard-card__title">{RESERVATION_CARD_UI.requestsTitle}</span>
          <span className="dashboard-card__body">
            {open > 0 ? <span className="notice-badge">{open}</span> : null}
            {data === null ? UI.loading : open > 0 ? RESERVATION_CARD_UI.requestsCount(open) : RESERVATION_CARD_UI.requestsNone}
          </span>
          {left !== null ? (
            <span className={`dashboard-card__title${urgent ? ' dashboard-card__deadline--urgent' : ''}`} data-testid="dashboard-nearest-deadline">
              {RESERVATION_CARD_UI.requestsDeadline(left)}
            </span>
          ) : null}
        </Link>
      ) : null}
    </>
  );
}
