import { isApiError } from 'shared/api';
import { ACCOUNT_UI } from 'features/mypage';

/**
 * What the account pages say when the account could not be loaded. Offline, every other page shows the service
 * worker's saved copy; this one never has one (bank details are never kept on the phone), so it says why, and that
 * it loads by itself when the connection returns (useResource reloads then). Any other failure says its own message.
 */
export function accountLoadError(error: { message: string }, online: boolean = typeof navigator === 'undefined' || navigator.onLine): { message: string } {
  return !online && isApiError(error) && error.key === 'NETWORK_ERROR' ? { message: ACCOUNT_UI.notKeptOffline } : error;
}
