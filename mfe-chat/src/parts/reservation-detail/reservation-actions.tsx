import { useEffect, useId, useRef, useState } from 'react';
import { newIdempotencyKey, toApiError } from 'shared/api';
import { Alert, Button, TextArea } from 'shared/ui';
import {
  acceptReservation,
  allowedActions,
  cancelReservation,
  CANCEL_REASON_LABELS,
  CANCEL_REASONS,
  completeReservation,
  declineReservation,
  DECLINE_REASON_LABELS,
  DECLINE_REASONS,
  isFinal,
  isLateCancellation,
  REASON_TEXT_MAX_LENGTH,
  RESERVATION_UI,
  shiftOverlapsLabel,
  TRAVEL_BUFFER_MINUTES,
  type ReservationAction,
  type ReservationDetail,
} from 'features/chat';
import { Dialog } from '../common/dialog';

export interface ReservationCalls {
  accept: typeof acceptReservation;
  decline: typeof declineReservation;
  complete: typeof completeReservation;
  cancel: typeof cancelReservation;
}

const REAL_CALLS: ReservationCalls = { accept: acceptReservation, decline: declineReservation, complete: completeReservation, cancel: cancelReservation };

export interface ReservationActionsProps {
  reservation: ReservationDetail;
  now: Date;
  /** The action went through: the reservation as the server now has it. */
  onDone: (reservation: ReservationDetail, action: ReservationAction) => void;
  /** 409: the reservation changed meanwhile — reload it and show `message` (which names the current state). */
  onStateChanged: (message: string) => void;
  /** True while an action is being sent (its own live event may arrive before its answer), false once answered. */
  onActing?: (acting: boolean) => void;
  /** Load the reservation again (422 SHIFT_OVERLAP_NOT_ACKNOWLEDGED: a 確定 shift the page did not show yet). */
  onReload?: () => void;
  calls?: ReservationCalls;
}

interface ReasonForm {
  reasonCode: string;
  reasonText: string;
  acknowledged: boolean;
}
const EMPTY_FORM: ReasonForm = { reasonCode: '', reasonText: '', acknowledged: false };
/** The fields in the order the dialog shows them: a refused confirm focuses the first one with an error. */
const FIELD_ORDER: readonly (keyof ReasonForm)[] = ['acknowledged', 'reasonCode', 'reasonText'];

/**
 * The buttons a reservation's state allows (never one that cannot work), each behind a dialog: 承諾する,
 * 辞退する (reason + text), 完了を報告する, キャンセルする (reason, and within 24 h a clear warning to confirm).
 * A failed action keeps its dialog open with what the worker chose and wrote; a retry after a lost answer
 * re-sends the same Idempotency-Key, so the action applies once.
 */
export function ReservationActions({ reservation, now, onDone, onStateChanged, onActing, onReload, calls = REAL_CALLS }: ReservationActionsProps) {
  const [open, setOpen] = useState<ReservationAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [form, setForm] = useState<ReasonForm>(EMPTY_FORM);
  // One key per request body: 承諾 with the shift acknowledgement is another request than without it (the server
  // would refuse a key sent again with another body).
  const keys = useRef<Partial<Record<ReservationAction | 'accept-shift-overlap', string>>>({});
  const reasonErrorId = useId();
  // Set by a confirm the dialog refused (a new object each time, so the same field is focused again): once its
  // message is rendered and linked, the first invalid field takes the focus and a screen reader reads it with its
  // error — as in the inquiry form. It stayed on the confirm button, the reason's error unsaid.
  const [focusTarget, setFocusTarget] = useState<{ name: keyof ReasonForm } | null>(null);
  const acknowledgedRef = useRef<HTMLInputElement>(null);
  const reasonCodeRef = useRef<HTMLInputElement>(null);
  const reasonTextRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (!focusTarget) return;
    ({ acknowledged: acknowledgedRef, reasonCode: reasonCodeRef, reasonText: reasonTextRef })[focusTarget.name].current?.focus();
  }, [focusTarget]);
  // The page is told while an action is being sent (its own live event may arrive before the answer).
  useEffect(() => {
    onActing?.(busy);
  }, [busy, onActing]);

  const actions = allowedActions(reservation, now);
  const late = isLateCancellation(reservation, now);
  // The 確定 shifts it overlaps, shown on the page and in the 承諾 dialog: 承諾 then says the worker saw them.
  const shiftOverlaps = reservation.shiftOverlaps ?? [];

  // The reservation changed under an open dialog (accepted in another tab, the deadline passed): a dialog for an
  // action it no longer allows closes, as its button is gone — unless that action is being sent (its answer decides).
  if (open !== null && !busy && !actions.includes(open)) {
    setOpen(null);
    setError(null);
    setFieldErrors({});
  }

  function close() {
    setOpen(null);
    setError(null);
    setFieldErrors({});
  }

  function showFieldErrors(errors: Record<string, string>) {
    setFieldErrors(errors);
    const first = FIELD_ORDER.find((name) => errors[name]);
    if (first) setFocusTarget({ name: first });
  }

  function validate(action: ReservationAction): boolean {
    const errors: Record<string, string> = {};
    if (action === 'decline' || action === 'cancel') {
      if (!form.reasonCode) errors.reasonCode = RESERVATION_UI.reasonRequired;
      else if (form.reasonCode === 'other' && form.reasonText.trim() === '') errors.reasonText = RESERVATION_UI.reasonTextMissing;
    }
    if (action === 'cancel' && late && !form.acknowledged) errors.acknowledged = RESERVATION_UI.lateCancelWarning;
    showFieldErrors(errors);
    return Object.keys(errors).length === 0;
  }

  async function run(action: ReservationAction) {
    if (!validate(action)) return;
    const shiftOverlapAcknowledged = action === 'accept' && shiftOverlaps.length > 0;
    const keySlot = shiftOverlapAcknowledged ? 'accept-shift-overlap' : action;
    const idempotencyKey = (keys.current[keySlot] ??= newIdempotencyKey());
    setBusy(true);
    setError(null);
    const reasonText = form.reasonText.trim() === '' ? undefined : form.reasonText.trim();
    const declineCode = DECLINE_REASONS.find((r) => r === form.reasonCode);
    const cancelCode = CANCEL_REASONS.find((r) => r === form.reasonCode);
    const text = reasonText ? { reasonText } : {};
    try {
      let result;
      if (action === 'accept') result = await calls.accept(reservation.id, shiftOverlapAcknowledged ? { shiftOverlapAcknowledged } : {}, { idempotencyKey });
      else if (action === 'complete') result = await calls.complete(reservation.id, { idempotencyKey });
      else if (action === 'decline' && declineCode) result = await calls.decline(reservation.id, { reasonCode: declineCode, ...text }, { idempotencyKey });
      else if (action === 'cancel' && cancelCode)
        result = await calls.cancel(reservation.id, { reasonCode: cancelCode, ...text, ...(late ? { lateCancelAcknowledged: true } : {}) }, { idempotencyKey });
      else {
        setBusy(false);
        return;
      }
      delete keys.current[keySlot];
      setBusy(false);
      setOpen(null);
      setForm(EMPTY_FORM);
      onDone(result.reservation, action);
    } catch (e) {
      const apiError = toApiError(e);
      setBusy(false);
      // An answer arrived: the next attempt is a new request. No answer (network): the retry keeps the key.
      if (apiError.status !== null) delete keys.current[keySlot];
      if (apiError.status === 409 && apiError.code === 'RESERVATION_STATE_CHANGED') {
        close();
        onStateChanged(apiError.message);
        return;
      }
      if (apiError.code === 'SHIFT_OVERLAP_NOT_ACKNOWLEDGED') {
        // A shift confirmed since the page loaded: the dialog stays, the reservation loads again with the shift,
        // which the dialog then shows; the next 承諾する is the deliberate one.
        setError(RESERVATION_UI.shiftOverlapAppeared);
        onReload?.();
        return;
      }
      if (apiError.fields) {
        const next: Record<string, string> = {};
        for (const [k, v] of Object.entries(apiError.fields)) if (v[0]) next[k] = v[0];
        showFieldErrors(next);
      }
      setError(apiError.message);
    }
  }

  if (isFinal(reservation.status) || actions.length === 0) {
    return <p className="chat-final" data-testid="reservation-final">{RESERVATION_UI.finalNotice}</p>;
  }

  const reasons = open === 'decline' ? DECLINE_REASONS.map((r) => [r, DECLINE_REASON_LABELS[r]] as const) : CANCEL_REASONS.map((r) => [r, CANCEL_REASON_LABELS[r]] as const);
  const confirmLabel = open ? { accept: RESERVATION_UI.accept, decline: RESERVATION_UI.decline, complete: RESERVATION_UI.complete, cancel: RESERVATION_UI.cancel }[open] : '';
  const busyLabel = open ? { accept: RESERVATION_UI.accepting, decline: RESERVATION_UI.declining, complete: RESERVATION_UI.completing, cancel: RESERVATION_UI.cancelling }[open] : '';
  const title = open ? { accept: RESERVATION_UI.acceptTitle, decline: RESERVATION_UI.declineTitle, complete: RESERVATION_UI.completeTitle, cancel: RESERVATION_UI.cancelTitle }[open] : '';

  return (
    <div className="chat-actions" data-testid="reservation-actions">
      {actions.includes('accept') ? <Button block onClick={() => setOpen('accept')}>{RESERVATION_UI.accept}</Button> : null}
      {actions.includes('decline') ? <Button block variant="secondary" onClick={() => setOpen('decline')}>{RESERVATION_UI.decline}</Button> : null}
      {actions.includes('complete') ? <Button block onClick={() => setOpen('complete')}>{RESERVATION_UI.complete}</Button> : null}
      {reservation.status === 'confirmed' && !actions.includes('complete') ? <p className="chat-hint">{RESERVATION_UI.completeNotYet}</p> : null}
      {actions.includes('cancel') ? <Button block variant="danger" onClick={() => setOpen('cancel')}>{RESERVATION_UI.cancel}</Button> : null}

      {open ? (
        <Dialog
          title={title}
          busy={busy}
          onClose={close}
          testId={`dialog-${open}`}
          actions={
            <>
              <Button variant="secondary" disabled={busy} onClick={close}>{RESERVATION_UI.back}</Button>
              <Button variant={open === 'cancel' || open === 'decline' ? 'danger' : 'primary'} loading={busy} loadingText={busyLabel} onClick={() => void run(open)}>
                {confirmLabel}
              </Button>
            </>
          }
        >
          {open === 'accept' && shiftOverlaps.length > 0 ? (
            <Alert tone="error" title={RESERVATION_UI.shiftOverlap(shiftOverlapsLabel(shiftOverlaps), TRAVEL_BUFFER_MINUTES)} data-testid="accept-shift-overlap">
              {RESERVATION_UI.shiftOverlapAccept}
            </Alert>
          ) : null}
          {open === 'accept' ? <p>{RESERVATION_UI.acceptBody}</p> : null}
          {open === 'complete' ? <p>{RESERVATION_UI.completeBody}</p> : null}
          {open === 'cancel' && late ? (
            <Alert tone="error" title={RESERVATION_UI.lateCancelWarning} data-testid="late-cancel-warning">
              <label className="chat-check">
                <input
                  type="checkbox"
                  ref={acknowledgedRef}
                  checked={form.acknowledged}
                  onChange={(e) => setForm({ ...form, acknowledged: e.target.checked })}
                  aria-invalid={fieldErrors.acknowledged ? true : undefined}
                />
                <span>{RESERVATION_UI.lateCancelConfirm}</span>
              </label>
            </Alert>
          ) : null}
          {open === 'decline' || open === 'cancel' ? (
            <>
              <fieldset className="chat-reasons" aria-describedby={fieldErrors.reasonCode ? reasonErrorId : undefined}>
                <legend>{open === 'decline' ? RESERVATION_UI.declineReason : RESERVATION_UI.cancelReason}<span className="chat-required">必須</span></legend>
                {reasons.map(([value, label], i) => (
                  <label key={value} className="chat-reason">
                    <input
                      ref={i === 0 ? reasonCodeRef : undefined}
                      type="radio"
                      name="reason"
                      value={value}
                      checked={form.reasonCode === value}
                      onChange={() => setForm({ ...form, reasonCode: value })}
                      aria-invalid={fieldErrors.reasonCode ? true : undefined}
                      aria-describedby={fieldErrors.reasonCode ? reasonErrorId : undefined}
                    />
                    <span>{label}</span>
                  </label>
                ))}
                {fieldErrors.reasonCode ? <p id={reasonErrorId} className="chat-field-error" role="alert">{fieldErrors.reasonCode}</p> : null}
              </fieldset>
              <TextArea
                ref={reasonTextRef}
                label={form.reasonCode === 'other' ? RESERVATION_UI.reasonTextRequired : RESERVATION_UI.reasonText}
                requiredMark={form.reasonCode === 'other'}
                value={form.reasonText}
                maxLength={REASON_TEXT_MAX_LENGTH}
                rows={3}
                error={fieldErrors.reasonText ?? null}
                onChange={(e) => setForm({ ...form, reasonText: e.target.value })}
              />
            </>
          ) : null}
          {error ? (
            <Alert tone="error" data-testid="action-error">
              {error}
            </Alert>
          ) : null}
        </Dialog>
      ) : null}
    </div>
  );
}
