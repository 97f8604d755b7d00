// The way between the reservation list and a reservation. A row opens the reservation with the tab it was on in the
// history state, so that its 「予約一覧へ戻る」 goes back to that list entry — the same tab, the rows loaded with
// もっと見る and the scroll (list-memory.ts) — instead of pushing a new list on 依頼. Kept by the browser with the
// entry (history.state), so a reload of the reservation still goes back.
import { RESERVATION_TABS, type ReservationTab } from 'features/chat';

export const RESERVATION_LIST_PATH = '/mypage/reservation-list';

/** The list on one tab (?tab=, as reservation-list-page.tsx reads it). */
export function reservationListPath(tab: ReservationTab): string {
  return `${RESERVATION_LIST_PATH}?tab=${tab}`;
}

interface FromList {
  fromReservationList: ReservationTab;
}

/** The history state of a reservation opened from the list's `tab`. */
export function fromListState(tab: ReservationTab): FromList {
  return { fromReservationList: tab };
}

/** The list's tab the reservation was opened from (its location's state), or null when it was not (a link, a bookmark). */
export function listTabFrom(state: unknown): ReservationTab | null {
  const tab = typeof state === 'object' && state !== null ? (state as Partial<FromList>).fromReservationList : undefined;
  return RESERVATION_TABS.find((t) => t === tab) ?? null;
}
