import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { toApiError } from 'shared/api';
import { UI } from 'shared/messages';
import { useSession } from 'shared/store';
import { Alert, Button, ConfirmDialog, TextArea, TextField } from 'shared/ui';
import {
  CHAT_UI,
  countGraphemes,
  effectiveStatus,
  createInquiry,
  dayLabel,
  getReservations,
  INQUIRY_CATEGORIES,
  INQUIRY_CATEGORY_LABELS,
  INQUIRY_FIELD_LABELS,
  INQUIRY_UI,
  INQUIRY_BODY_COUNTER_FROM,
  INQUIRY_BODY_MAX_LENGTH,
  INQUIRY_BODY_TOO_LONG,
  INQUIRY_SUBJECT_COUNTER_FROM,
  INQUIRY_SUBJECT_MAX_LENGTH,
  INQUIRY_SUBJECT_TOO_LONG,
  InquiryFormSchema,
  RESERVATION_STATUS_LABELS,
  whenLabel,
  type Inquiry,
  type ReservationSummary,
} from 'features/chat';
import { inquiryDraftKey, readInquiryDraft, writeInquiryDraft } from '../chat/drafts';

type Fields = { category: string; subject: string; body: string; reservationId: string };
type FieldErrors = Partial<Record<keyof Fields, string>>;
const EMPTY: Fields = { category: '', subject: '', body: '', reservationId: '' };
/** The fields in the order they are shown: a failed submit focuses the first one with an error. */
const FIELD_ORDER: readonly (keyof Fields)[] = ['category', 'subject', 'body', 'reservationId'];
type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * A field's length as it is typed: the count from `from` characters on, and over the limit the same message the
 * submit would give (nothing is cut: what was typed stays, to shorten).
 */
function lengthCheck(value: string, from: number, max: number, tooLong: string): { hint: string | null; error: string | null } {
  const n = countGraphemes(value);
  return { hint: n >= from ? CHAT_UI.counter(n, max) : null, error: n > max ? tooLong : null };
}

function newClientId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(16).slice(2)}`;
}

/** Whether this worker has a new inquiry kept on the phone (the list opens the form with it). */
export function hasInquiryDraft(workerId: string | null): boolean {
  return workerId !== null && readInquiryDraft(inquiryDraftKey(workerId)) !== null;
}

/**
 * 新しいお問い合わせ: category, subject (≤ 100), body (≤ 2,000), an optional related reservation. Validated with
 * the shared zod schema and Japanese messages; what was typed stays after a failed submit, and a retry sends
 * the same client id (created once). What was typed is kept on the phone as it is typed (per worker, under the
 * chat drafts' prefix: a sign-out deletes it), so leaving the page, a reload or the back button loses nothing; it
 * goes once the inquiry is created or on キャンセル (asked first when a subject or a body was typed).
 */
export function InquiryForm({ onCreated, onCancel }: { onCreated: (inquiry: Inquiry) => void; onCancel: () => void }) {
  const workerId = useSession((s) => s.worker?.id ?? null);
  const draftKey = workerId ? inquiryDraftKey(workerId) : null;
  const [restored] = useState(() => (draftKey ? readInquiryDraft(draftKey) : null));
  const [fields, setFields] = useState<Fields>(restored?.fields ?? EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [reservations, setReservations] = useState<ReservationSummary[]>([]);
  /** The past list has more than its first page: the oldest one offered (the hint says older ones are not). */
  const [olderLeftOut, setOlderLeftOut] = useState<ReservationSummary | null>(null);
  const clientId = useRef(restored?.clientId ?? newClientId());
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  /** キャンセル: the form and its draft go. */
  const discard = () => {
    if (draftKey) writeInquiryDraft(draftKey, null);
    onCancel();
  };
  // Kept as typed, with the id it is sent with (`set` makes a new one for a changed form).
  useEffect(() => {
    if (draftKey) writeInquiryDraft(draftKey, { fields, clientId: clientId.current });
  }, [draftKey, fields]);
  const categoryId = useId();
  const reservationFieldId = useId();
  const errorRef = useRef<HTMLDivElement>(null);
  const categoryRef = useRef<HTMLSelectElement>(null);
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const reservationRef = useRef<HTMLSelectElement>(null);
  // Set by a submit the form refused (a new object each time, so the same field is focused again): once its
  // messages are rendered and linked, the first invalid field takes the focus (it stayed on 送信する).
  // Opened by 新しいお問い合わせ, which it replaces: its first field takes the focus (it fell to <body>).
  const [focusTarget, setFocusTarget] = useState<{ name: keyof Fields } | null>({ name: 'category' });
  useEffect(() => {
    if (!focusTarget) return;
    const refs: Record<keyof Fields, RefObject<FieldElement | null>> = { category: categoryRef, subject: subjectRef, body: bodyRef, reservationId: reservationRef };
    refs[focusTarget.name].current?.focus();
  }, [focusTarget]);

  useEffect(() => {
    const controller = new AbortController();
    // 依頼中 first (a question about a request still to answer is the most urgent), then the confirmed ones to come,
    // then the past (each list's first page). A list that fails to load leaves only its options out.
    const tabs = ['requests', 'upcoming', 'past'] as const;
    void Promise.allSettled(tabs.map((tab) => getReservations(tab, null, { signal: controller.signal }))).then((results) => {
      if (controller.signal.aborted) return;
      setReservations(results.flatMap((r) => (r.status === 'fulfilled' ? r.value.reservations : [])));
      const past = results[2];
      if (past?.status === 'fulfilled' && past.value.nextCursor !== null) setOlderLeftOut(past.value.reservations.at(-1) ?? null);
    });
    return () => controller.abort();
  }, []);

  const set = (name: keyof Fields) => (value: string) => {
    setFields((f) => ({ ...f, [name]: value }));
    // A field the worker changed no longer shows what was wrong with it at the last submit (the length check
    // still shows, as typed, while it is too long).
    setErrors((e) => {
      if (e[name] === undefined) return e;
      const rest = { ...e };
      delete rest[name];
      return rest;
    });
    // A changed form is a new inquiry once submitted.
    clientId.current = newClientId();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = InquiryFormSchema.safeParse({ ...fields, reservationId: fields.reservationId === '' ? null : fields.reservationId });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === 'category' || key === 'subject' || key === 'body' || key === 'reservationId') && next[key] === undefined) {
          next[key] = issue.message;
        }
      }
      setErrors(next);
      const first = FIELD_ORDER.find((name) => next[name] !== undefined);
      if (first) setFocusTarget({ name: first });
      return;
    }
    // What the last submit said stays until this one is answered: removing it now would move the form (and the list
    // under it) up under the finger, and a double tap's second tap opened an older inquiry from the list.
    setSubmitting(true);
    try {
      const { inquiry } = await createInquiry({ ...parsed.data, clientId: clientId.current });
      setErrors({});
      setSubmitError(null);
      if (draftKey) writeInquiryDraft(draftKey, null);
      onCreated(inquiry);
    } catch (err) {
      const apiError = toApiError(err);
      const fieldErrors: FieldErrors = {};
      for (const [k, v] of Object.entries(apiError.fields ?? {})) {
        if (k === 'category' || k === 'subject' || k === 'body' || k === 'reservationId') fieldErrors[k] = v[0];
      }
      setErrors(fieldErrors);
      setSubmitError(`${INQUIRY_UI.submitFailed}（${apiError.message}）`);
      requestAnimationFrame(() => errorRef.current?.focus());
    } finally {
      setSubmitting(false);
    }
  };

  const subjectLength = lengthCheck(fields.subject, INQUIRY_SUBJECT_COUNTER_FROM, INQUIRY_SUBJECT_MAX_LENGTH, INQUIRY_SUBJECT_TOO_LONG);
  const bodyLength = lengthCheck(fields.body, INQUIRY_BODY_COUNTER_FROM, INQUIRY_BODY_MAX_LENGTH, INQUIRY_BODY_TOO_LONG);

  return (
    <>
      <form className="inq-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="inq-new-title" data-testid="inquiry-form">
        <h2 id="inq-new-title" className="chat-section__title">{INQUIRY_UI.newTitle}</h2>
        {restored ? <Alert tone="info" data-testid="inquiry-draft-restored">{INQUIRY_UI.draftRestored}</Alert> : null}
        {submitError ? (
          <div ref={errorRef} tabIndex={-1}>
            <Alert tone="error">{submitError}</Alert>
          </div>
        ) : null}
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={categoryId}>
            {INQUIRY_FIELD_LABELS.category}
            <span className="ui-field__required" aria-hidden="true">{UI.required}</span>
          </label>
          <select
            ref={categoryRef}
            id={categoryId}
            className="ui-input inq-select"
            value={fields.category}
            onChange={(e) => set('category')(e.target.value)}
            aria-required
            aria-invalid={errors.category ? true : undefined}
            aria-describedby={errors.category ? `${categoryId}-error` : undefined}
            data-testid="inquiry-category"
          >
            <option value="">{INQUIRY_UI.categoryPlaceholder}</option>
            {INQUIRY_CATEGORIES.map((c) => (
              <option key={c} value={c}>{INQUIRY_CATEGORY_LABELS[c]}</option>
            ))}
          </select>
          {errors.category ? <p id={`${categoryId}-error`} className="ui-field__error" role="alert">{errors.category}</p> : null}
        </div>
        <TextField ref={subjectRef} label={INQUIRY_UI.subject} value={fields.subject} onChange={(e) => set('subject')(e.target.value)} hint={subjectLength.hint} error={errors.subject ?? subjectLength.error} requiredMark data-testid="inquiry-subject" />
        <TextArea ref={bodyRef} label={INQUIRY_UI.body} value={fields.body} onChange={(e) => set('body')(e.target.value)} hint={bodyLength.hint} error={errors.body ?? bodyLength.error} requiredMark rows={6} data-testid="inquiry-body" />
        {reservations.length > 0 ? (
          <div className="inq-field">
            <label htmlFor={reservationFieldId}>{INQUIRY_UI.reservation}</label>
            <select ref={reservationRef} id={reservationFieldId} aria-describedby={olderLeftOut ? `${reservationFieldId}-hint` : undefined} className="ui-input inq-select" value={fields.reservationId} onChange={(e) => set('reservationId')(e.target.value)}>
              <option value="">{INQUIRY_UI.reservationNone}</option>
              {reservations.map((r) => (
                // The status tells apart two reservations of the same time and customer (a confirmed one and the
                // request that expired before it).
                <option key={r.id} value={r.id}>{INQUIRY_UI.reservationOption(whenLabel(r.startsAt, r.endsAt), r.customer.displayName, RESERVATION_STATUS_LABELS[effectiveStatus(r, new Date())])}</option>
              ))}
            </select>
            {olderLeftOut ? <p id={`${reservationFieldId}-hint`} className="chat-hint" data-testid="inquiry-reservation-older">{INQUIRY_UI.reservationOlder(dayLabel(olderLeftOut.startsAt, new Date()).text)}</p> : null}
          </div>
        ) : null}
        <div className="inq-actions">
          <Button type="submit" loading={submitting} loadingText={INQUIRY_UI.submitting} data-testid="inquiry-submit">{INQUIRY_UI.submit}</Button>
          <Button
            variant="ghost"
            onClick={() => {
              // Typed words are not thrown away on one tap: asked first (a category or reservation alone is not).
              if (fields.subject.trim() !== '' || fields.body.trim() !== '') setConfirmDiscard(true);
              else discard();
            }}
          >
            {INQUIRY_UI.cancel}
          </Button>
        </div>
      </form>
      {confirmDiscard ? (
        <ConfirmDialog
          title={INQUIRY_UI.discardTitle}
          confirmLabel={INQUIRY_UI.discardConfirm}
          onConfirm={discard}
          onCancel={() => setConfirmDiscard(false)}
          testId="inquiry-discard"
        >
          <p>{INQUIRY_UI.discardBody}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
