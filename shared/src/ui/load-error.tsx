import type { ReactNode } from 'react';
import { UI } from 'shared/messages';
import { Alert } from './alert';
import { Button } from './button';

export interface LoadErrorProps {
  /** What could not be loaded (e.g. 'シフトを読み込めませんでした'); the error's own message follows it. */
  title?: ReactNode;
  /** The failed load's error: its message is already in Japanese (shared/api's ApiError). */
  error: { message: string };
  onRetry: () => void;
  'data-testid'?: string;
}

/** A page's failed GET: what went wrong, in Japanese, and 再試行 (house rule 4: a way forward). */
export function LoadError({ title, error, onRetry, 'data-testid': testId = 'load-error' }: LoadErrorProps) {
  return (
    <Alert tone="error" title={title} data-testid={testId} action={<Button onClick={onRetry}>{UI.retry}</Button>}>
      {error.message}
    </Alert>
  );
}
