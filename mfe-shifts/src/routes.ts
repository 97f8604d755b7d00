// The one exposed module (./routes): this remote's pages, each loaded lazily (shared/remote-contract).
import type { RemoteRoutesModule } from 'shared/remote-contract';

// `calls`: the GETs a page sends as it opens without a query, started by the shell's boot script for a stored
// session while this code loads (shared/remote-contract RemotePage.calls); src/pages/first-calls.test.tsx keeps them true.
// `preloads`: what the page imports on demand as it opens (the holiday table of the calendar), requested with its files.
export const routes: RemoteRoutesModule['routes'] = [
  { path: '/mypage/shift-submit', load: () => import('./pages/shift-submit-page').then((m) => ({ default: m.ShiftSubmitPage })), calls: ['/workerapi/shifts'], preloads: ['@holiday-jp/holiday_jp'] },
  { path: '/mypage/shift-list', load: () => import('./pages/shift-list-page').then((m) => ({ default: m.ShiftListPage })), calls: ['/workerapi/shifts'] },
];
