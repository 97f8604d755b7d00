import { isApiError } from 'shared/api';
import { RESERVATION_UI } from 'features/chat';

/**
 * What a failed load of the reservation says. Offline and without an answer, the service worker had no copy of it to
 * give (a reservation never opened on this phone, or opened before this sign-in): the page says so, as the bank
 * account does (mfe-mypage account-load-error.ts), and loads by itself when the connection returns (useResource) —
 * rather than 「ネットワークエラーが発生しました。接続を確認してください。」 under the offline banner.
 */
export function reservationLoadError(error: { message: string }, online: boolean): { message: string } {
  return !online && isApiError(error) && error.key === 'NETWORK_ERROR' && !error.canceled ? { message: RESERVATION_UI.notKeptOffline } : error;
}
