// The one exposed module (./routes): this remote's pages, each loaded lazily (shared/remote-contract).
// mfe_chat owns the reservation and customer pages, the chats with customers and the inquiries to the operator.
import type { RemoteRoutesModule } from 'shared/remote-contract';

// `calls`: the GETs a page sends as it opens without a query, started by the shell's boot script for a stored
// session while this code loads (shared/remote-contract RemotePage.calls); src/pages/first-calls.test.tsx keeps them true.
// `preloads`: what a page imports on demand as it opens (the holiday table of its day labels), requested with its files.
export const routes: RemoteRoutesModule['routes'] = [
  { path: '/mypage/reservation-list', load: () => import('./pages/reservation-list-page').then((m) => ({ default: m.ReservationListPage })), preloads: ['@holiday-jp/holiday_jp'] },
  { path: '/mypage/reservation/:id', load: () => import('./pages/reservation-page').then((m) => ({ default: m.ReservationPage })), preloads: ['@holiday-jp/holiday_jp'] },
  { path: '/mypage/user/:id', load: () => import('./pages/user-page').then((m) => ({ default: m.UserPage })), preloads: ['@holiday-jp/holiday_jp'] },
  { path: '/mypage/chat/inquiry', load: () => import('./pages/inquiry-list-page').then((m) => ({ default: m.InquiryListPage })), calls: ['/workerapi/inquiries'] },
  { path: '/mypage/chat/inquiry/:id', load: () => import('./pages/inquiry-page').then((m) => ({ default: m.InquiryPage })) },
  { path: '/mypage/chat/:id', load: () => import('./pages/chat-page').then((m) => ({ default: m.ChatPage })) },
];
