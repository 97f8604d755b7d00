import { RESERVATION_STATUS_LABELS, type ReservationStatus } from 'features/chat';

/** The status as a chip: the word is always written (never colour alone). */
export function StatusChip({ status }: { status: ReservationStatus }) {
  return (
    <span className={`chat-chip chat-chip--${status}`} data-testid="status-chip">
      {RESERVATION_STATUS_LABELS[status]}
    </span>
  );
}
