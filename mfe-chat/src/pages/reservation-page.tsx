import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'shared/router';
import { toApiError } from 'shared/api';
import { Alert, LoadError, PageTitle, useReloadWhenOnline, useResource } from 'shared/ui';
import {
  getReservation,
  ReservationIdSchema,
  reservationTabOf,
  RESERVATION_UI,
  type ReservationAction,
  type ReservationDetail,
  type ReservationStatus,
} from 'features/chat';
import { LoadingSkeleton, NotFoundError } from '../parts/common/load-states';
import { useLiveEvents } from '../parts/common/use-live-events';
import { useDeadlineNow } from '../parts/common/use-deadline-now';
import { useHolidays } from '../parts/holidays/use-holidays';
import { ReservationActions } from '../parts/reservation-detail/reservation-actions';
import { ReservationDetailView } from '../parts/reservation-detail/reservation-detail-view';
import { listTabFrom, RESERVATION_LIST_PATH, reservationListPath } from '../parts/reservation-list/list-link';
import '../parts/common/chat.css';

type Notice = { tone: 'success' | 'info'; text: string } | null;

/** /mypage/reservation/{id}: one reservation and what the worker can do with it now. */
export function ReservationPage() {
  const { id = '' } = useParams();
  if (!ReservationIdSchema.safeParse(id).success) throw new NotFoundError(RESERVATION_UI.detailTitle);
  return <ReservationContent key={id} id={id} />;
}

function ReservationContent({ id }: { id: string }) {
  // A reload after a live event that fails keeps the reservation shown (useResource): remembered, so that it runs
  // again when the phone is back online (the stream may have stayed open: no reconnect would bring the change).
  const [reloadFailed, setReloadFailed] = useState(false);
  const { state, reload, replace } = useResource(id, (signal) =>
    getReservation(id, { signal }).then(
      (r) => {
        // Offline, the service worker answers with the copy it kept: not the change either.
        setReloadFailed(navigator.onLine === false);
        return r.reservation;
      },
      (e: unknown) => {
        if (!toApiError(e).canceled) setReloadFailed(true);
        throw e;
      },
    ),
  );
  useReloadWhenOnline(reloadFailed && state.status === 'ready', reload);
  const now = useDeadlineNow(state.status === 'ready' && state.value.status === 'requested' ? [state.value.answerDeadline] : []);
  const holidayName = useHolidays();
  const [notice, setNotice] = useState<Notice>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  // The status the page shows, and whether its next change is already explained (a 409 said what it is now).
  const statusShown = useRef<ReservationStatus | null>(null);
  const changeExplained = useRef(false);
  const acting = useRef(false);

  const onDone = useCallback(
    (reservation: ReservationDetail, action: ReservationAction) => {
      // This tab's own action: its notice says what happened, not that the state changed.
      statusShown.current = reservation.status;
      replace(reservation);
      setNotice({ tone: 'success', text: RESERVATION_UI.actionDone[action] });
    },
    [replace],
  );
  const onStateChanged = useCallback(
    (message: string) => {
      changeExplained.current = true;
      reload();
      setNotice({ tone: 'info', text: `${message} ${RESERVATION_UI.stateChanged}` });
    },
    [reload],
  );

  // The customer (a request cancelled) or the worker elsewhere (another tab or device) changed it while it is
  // open: show its new state at once. This tab's own action publishes the same event, which may arrive before the
  // action's answer: while an action is being sent, its answer is what the page shows.
  const onActing = useCallback((value: boolean) => {
    acting.current = value;
  }, []);
  const shownStatus = state.status === 'ready' ? state.value.status : null;
  useLiveEvents((event) => {
    if (event.type === 'resync' && event.data.reason === 'reconnected') reload();
    if (event.type !== 'reservation' || event.data.id !== id || acting.current) return;
    reload();
  });

  // Whatever brought it — the live event, the stream's first opening or a reconnect (which reload without an event
  // naming the change), the phone back online —, a status this tab did not cause is said, where the page then is:
  // the notice at the top takes the focus (scrolled into view, read out). An open confirmation for an action the
  // new state no longer allows has closed with its button (ReservationActions): before, the page said nothing then,
  // and stayed scrolled down on 「この予約はこれ以上変更できません。」 with the focus lost to <body>.
  const shown = state.status === 'ready' ? state.value : null;
  useEffect(() => {
    if (shown === null) return;
    const before = statusShown.current;
    statusShown.current = shown.status;
    // A 409's explanation covers the answer of the reload it asked for, whatever that brings.
    const explained = changeExplained.current;
    changeExplained.current = false;
    if (before === null || before === shown.status || explained || acting.current) return;
    setNotice({ tone: 'info', text: RESERVATION_UI.stateChanged });
  }, [shown]);

  if (state.status === 'error' && state.error.status === 404) throw new NotFoundError(state.error.message);

  return (
    <div className="chat-page">
      <PageTitle>{RESERVATION_UI.detailTitle}</PageTitle>
      <BackToList status={shownStatus} />
      {notice ? (
        <div ref={noticeRef} tabIndex={-1} className="chat-notice">
          <Alert tone={notice.tone} data-testid="reservation-notice">{notice.text}</Alert>
        </div>
      ) : null}
      {state.status === 'loading' ? <LoadingSkeleton label={RESERVATION_UI.loading} rows={5} /> : null}
      {state.status === 'error' ? <LoadError title={RESERVATION_UI.loadError} error={state.error} notKeptOffline={RESERVATION_UI.notKeptOffline} onRetry={reload} /> : null}
      {state.status === 'ready' ? (
        <>
          <ReservationDetailView reservation={state.value} now={now} holidayName={holidayName} />
          <ReservationActions reservation={state.value} now={now} onDone={onDone} onStateChanged={onStateChanged} onActing={onActing} onReload={reload} />
        </>
      ) : null}
    </div>
  );
}

/**
 * 「予約一覧へ戻る」. Opened from the list: back to that history entry, the list as the worker left it (its tab, rows
 * and scroll), not a new one on 依頼 that a second 戻る would leave for this reservation again. Opened otherwise (my
 * page, an inquiry, a link): the list on the tab this reservation is under, once it is known.
 */
function BackToList({ status }: { status: ReservationStatus | null }) {
  const location = useLocation();
  const navigate = useNavigate();
  const fromTab = listTabFrom(location.state);
  const tab = fromTab ?? (status ? reservationTabOf(status) : null);
  return (
    <p className="chat-back">
      <Link
        to={tab ? reservationListPath(tab) : RESERVATION_LIST_PATH}
        onClick={(e) => {
          // A plain tap only: a long press or ⌘-click still opens the link's list elsewhere.
          if (fromTab === null || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
          e.preventDefault();
          void navigate(-1);
        }}
      >
        {RESERVATION_UI.backToList}
      </Link>
    </p>
  );
}
