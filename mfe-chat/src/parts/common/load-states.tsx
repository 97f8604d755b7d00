import { Spinner } from 'shared/ui';

/** A loading placeholder: a spinner announced to screen readers and grey blocks the size of the content. */
export function LoadingSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div className="chat-skeleton" data-testid="chat-loading">
      <Spinner label={label} />
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="chat-skeleton__row" aria-hidden="true" />
      ))}
    </div>
  );
}

/** The error screen of the shell for a 404 (docs/contracts.md: a page throws an Error with a numeric status). */
export class NotFoundError extends Error {
  readonly status = 404;
  constructor(message: string) {
    super(message);
    this.name = 'NotFoundError';
  }
}
