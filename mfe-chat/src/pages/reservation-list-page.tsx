import { useCallback, useId, useLayoutEffect, useState } from 'react';
import { useLocation, useNavigate } from 'shared/router';
import { LoadError, PageTitle } from 'shared/ui';
import { RESERVATION_TABS, RESERVATION_UI, type ReservationTab } from 'features/chat';
import { LoadingSkeleton } from '../parts/common/load-states';
import { useHolidays } from '../parts/holidays/use-holidays';
import { ReservationListView } from '../parts/reservation-list/reservation-list-view';
import { ReservationTabs } from '../parts/reservation-list/reservation-tabs';
import { useReservationList } from '../parts/reservation-list/use-reservation-list';
import { recallList, rememberList } from '../parts/reservation-list/list-memory';
import { useLiveEvents } from '../parts/common/use-live-events';
import { useDeadlineNow } from '../parts/common/use-deadline-now';
import '../parts/common/chat.css';

function tabFrom(search: string): ReservationTab {
  const value = new URLSearchParams(search).get('tab');
  return RESERVATION_TABS.find((t) => t === value) ?? 'requests';
}

/** /mypage/reservation-list: 依頼 (to answer), 予定 (confirmed), 過去 — the tab is kept in the URL (?tab=). */
export function ReservationListPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const tab = tabFrom(location.search);
  // Back from a reservation: the rows loaded with もっと見る and the scroll position, as the worker left them.
  const [recalled] = useState(() => recallList(location.key, tab));
  const { state, counts, reload, refresh, loadMore } = useReservationList(tab, undefined, recalled);
  useLayoutEffect(() => {
    if (recalled) window.scrollTo(0, recalled.scrollY);
  }, [recalled]);
  // A customer's new request or cancellation shows at once (and events missed while offline, after reconnecting).
  useLiveEvents((event) => {
    if (event.type === 'reservation' || (event.type === 'resync' && event.data.reason === 'reconnected')) refresh();
  });
  const now = useDeadlineNow(state.status === 'ready' && tab === 'requests' ? state.items.map((r) => r.answerDeadline) : []);
  const holidayName = useHolidays();
  const panelId = useId();
  const onChange = useCallback((t: ReservationTab) => navigate(`?tab=${t}`, { replace: true }), [navigate]);

  return (
    <div className="chat-page">
      <PageTitle>{RESERVATION_UI.listTitle}</PageTitle>
      <ReservationTabs tab={tab} counts={counts} onChange={onChange} panelId={panelId} />
      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={`chat-tab-${tab}`}
        className="chat-panel"
        data-testid={`reservation-panel-${tab}`}
        // Leaving through a row: the list and where it was scrolled to, for the way back (read now: the next page
        // resets the scroll).
        onClickCapture={(e) => {
          if (state.status === 'ready' && e.target instanceof Element && e.target.closest('a[href]')) {
            rememberList(location.key, { tab, state, counts, scrollY: window.scrollY });
          }
        }}
      >
        {state.status === 'loading' ? <LoadingSkeleton label={RESERVATION_UI.loading} /> : null}
        {state.status === 'error' ? <LoadError title={RESERVATION_UI.loadError} error={state.error} onRetry={reload} /> : null}
        {state.status === 'ready' ? (
          <ReservationListView
            tab={tab}
            items={state.items}
            now={now}
            holidayName={holidayName}
            hasMore={state.nextCursor !== null}
            loadingMore={state.loadingMore}
            moreError={state.moreError?.message ?? null}
            onLoadMore={loadMore}
          />
        ) : null}
      </div>
    </div>
  );
}
