import { Fragment } from 'react';
import { Alert, Button } from 'shared/ui';
import { UI } from 'shared/messages';
import { dayLabel, RESERVATION_UI, type ReservationSummary, type ReservationTab } from 'features/chat';
import { DayText } from './day-heading';
import { groupByDay } from './list-model';
import { ReservationRow } from './reservation-row';

export interface ReservationListViewProps {
  tab: ReservationTab;
  items: ReservationSummary[];
  now: Date;
  holidayName: (date: string) => string | undefined;
  hasMore: boolean;
  loadingMore: boolean;
  moreError: string | null;
  onLoadMore: () => void;
}

const EMPTY: Record<ReservationTab, string> = {
  requests: RESERVATION_UI.emptyRequests,
  upcoming: RESERVATION_UI.emptyUpcoming,
  past: RESERVATION_UI.emptyPast,
};

/** A tab's reservations: 予定 grouped by day, 依頼 with the time left, 過去 newest first; an empty tab says so. */
export function ReservationListView({ tab, items, now, holidayName, hasMore, loadingMore, moreError, onLoadMore }: ReservationListViewProps) {
  if (items.length === 0) {
    return (
      <p className="chat-empty" data-testid="reservation-empty">
        {EMPTY[tab]}
      </p>
    );
  }
  return (
    <>
      {tab === 'upcoming' ? (
        groupByDay(items, now, holidayName).map((g) => (
          <Fragment key={g.day.date}>
            <h2 className="chat-group__heading">
              <DayText day={g.day} />
            </h2>
            <ul className="chat-list">
              {g.items.map((item) => (
                <ReservationRow key={item.id} item={item} now={now} day={null} showDeadline={false} tab={tab} />
              ))}
            </ul>
          </Fragment>
        ))
      ) : (
        <ul className="chat-list">
          {items.map((item) => (
            <ReservationRow key={item.id} item={item} now={now} day={dayLabel(item.startsAt, now, holidayName)} showDeadline={tab === 'requests'} tab={tab} />
          ))}
        </ul>
      )}
      {moreError ? (
        <Alert tone="error" action={<Button variant="secondary" onClick={onLoadMore}>{UI.retry}</Button>}>
          {moreError}
        </Alert>
      ) : null}
      {hasMore ? (
        <Button variant="secondary" block loading={loadingMore} loadingText={RESERVATION_UI.loadingMore} onClick={onLoadMore}>
          {RESERVATION_UI.loadMore}
        </Button>
      ) : null}
    </>
  );
}
