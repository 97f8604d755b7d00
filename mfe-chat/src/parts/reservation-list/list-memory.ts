// Back from a reservation to the list: the worker finds the rows they had loaded with もっと見る and the place they
// had scrolled to, instead of the first 20 rows at the top. Kept per history entry (the router's location key), in
// this page's memory only — never in storage — and forgotten at sign-out, so another worker never sees them.
import { sessionStore } from 'shared/store';
import type { ReservationCounts, ReservationTab } from 'features/chat';
import type { ListState } from './use-reservation-list';

export interface RememberedList {
  tab: ReservationTab;
  state: Extract<ListState, { status: 'ready' }>;
  counts: ReservationCounts | null;
  /** How far the page was scrolled when the worker left it through one of its rows. */
  scrollY: number;
}

/** The last few lists left; older entries are dropped first. */
const KEEP = 5;
const memory = new Map<string, RememberedList>();

sessionStore.subscribe((state, previous) => {
  if (previous.token !== null && state.token === null) memory.clear();
});

export function rememberList(entryKey: string, list: RememberedList): void {
  memory.delete(entryKey);
  memory.set(entryKey, { ...list, state: { ...list.state, loadingMore: false, moreError: null } });
  while (memory.size > KEEP) memory.delete(memory.keys().next().value as string);
}

/** The list left from this history entry on this tab, if any. */
export function recallList(entryKey: string, tab: ReservationTab): RememberedList | undefined {
  const list = memory.get(entryKey);
  return list && list.tab === tab ? list : undefined;
}

/** Tests: forget everything. */
export function forgetLists(): void {
  memory.clear();
}
