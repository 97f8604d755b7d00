import { formatYen, RESERVATION_UI, takeHomeShown, type ReservationSummary, type TakeHomeShown } from 'features/chat';

/**
 * The take-home line of a reservation, as label and value: 受取額 4,200円 once accepted, 受取額（見込み） 4,200円
 * before, 受取額 なし for a declined, expired or cancelled one (the salary statement pays it nothing).
 */
export function takeHomeTexts(r: Pick<ReservationSummary, 'status' | 'answerDeadline' | 'marginFixed' | 'takeHome'>, now: Date): { kind: TakeHomeShown['kind']; label: string; value: string } {
  const shown = takeHomeShown(r, now);
  if (shown.kind === 'none') return { kind: 'none', label: RESERVATION_UI.takeHome, value: RESERVATION_UI.takeHomeNone };
  return { kind: shown.kind, label: shown.kind === 'fixed' ? RESERVATION_UI.takeHome : RESERVATION_UI.takeHomeEstimate, value: formatYen(shown.yen) };
}
