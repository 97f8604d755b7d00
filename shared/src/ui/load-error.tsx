import type { ReactNode } from 'react';
import { UI } from 'shared/messages';
import { Alert } from './alert';
import { Button } from './button';
import { failedForWantOfConnection } from './use-online-again';

export interface LoadErrorProps {
  /** What could not be loaded (e.g. 'シフトを読み込めませんでした'); the error's own message follows it. */
  title?: ReactNode;
  /** The failed load's error: its message is already in Japanese (shared/api's ApiError). */
  error: { message: string };
  onRetry: () => void;
  /**
   * Since shared 0.22.0: what to say instead when the phone is offline and the load got no answer — the service worker
   * had no copy to give (data never shown on this phone, or never kept, as the bank account): that it is not kept here
   * and shows once the connection returns (useResource loads it again then), not 「ネットワークエラー…」.
   */
  notKeptOffline?: string;
  'data-testid'?: string;
}

/** Offline, and the load failed for want of a connection (not a server's answer, not a cancel). */
function offlineWithoutCopy(error: unknown): boolean {
  return failedForWantOfConnection(error) && typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** A page's failed GET: what went wrong, in Japanese, and 再試行 (house rule 4: a way forward). */
export function LoadError({ title, error, onRetry, notKeptOffline, 'data-testid': testId = 'load-error' }: LoadErrorProps) {
  return (
    <Alert tone="error" title={title} data-testid={testId} action={<Button onClick={onRetry}>{UI.retry}</Button>}>
      {notKeptOffline !== undefined && offlineWithoutCopy(error) ? notKeptOffline : error.message}
    </Alert>
  );
}
