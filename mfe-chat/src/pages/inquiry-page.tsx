import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { toApiError } from 'shared/api';
import { Link, useParams } from 'shared/router';
import { Alert, Button, LoadError, PageTitle, useReloadWhenOnline, useResource } from 'shared/ui';
import { CHAT_UI, getInquiry, INQUIRY_CATEGORY_LABELS, INQUIRY_UI, resolveInquiry, ReservationIdSchema, type Inquiry } from 'features/chat';
import { LoadingSkeleton, NotFoundError } from '../parts/common/load-states';
import { ThreadView } from '../parts/chat/thread-view';
import { useLiveEvents } from '../parts/common/use-live-events';
import { useThread } from '../parts/chat/use-thread';
import { usePageTop } from '../parts/chat/use-page-top';
import { InquiryStatusChip } from '../parts/inquiry/inquiry-status';
import { useSubjectClamp } from '../parts/inquiry/subject-clamp';
import '../parts/common/chat.css';
import '../parts/chat/messages.css';

/** /mypage/chat/inquiry/{id}: one inquiry's thread with the operator; 「解決した」 closes it, a new message reopens it. */
export function InquiryPage() {
  const { id = '' } = useParams();
  if (!ReservationIdSchema.safeParse(id).success) throw new NotFoundError(INQUIRY_UI.loadError);
  return <InquiryContent key={id} id={id} />;
}

function InquiryContent({ id }: { id: string }) {
  const pageTop = usePageTop();
  const inquiry = useResource(id, (signal) => getInquiry(id, { signal }).then((r) => r.inquiry));
  const thread = useThread('inquiry', id, { onResync: inquiry.reload, onSent: inquiry.reload });
  const { setPeerReadAt } = thread;
  const value = inquiry.state.status === 'ready' ? inquiry.state.value : null;
  // The operator's replies unread when the inquiry opened (reloaded later, it is read and says 0).
  const [unreadAtOpen, setUnreadAtOpen] = useState<number | null>(null);
  if (unreadAtOpen === null && value) setUnreadAtOpen(value.unread);
  useEffect(() => setPeerReadAt(value?.peerReadAt ?? null), [value?.peerReadAt, setPeerReadAt]);
  useLiveEvents((event) => {
    if (event.type === 'inquiry' && event.data.id === id) inquiry.reload();
  });
  const title = value ? INQUIRY_UI.threadTitle(value.subject) : INQUIRY_UI.listTitle;
  const titleId = useId();
  const { attach: attachTitle, cut: titleCut, expanded: titleExpanded, toggle: toggleTitle } = useSubjectClamp(title);
  // 解決した tapped here: its button goes, so the focus moves to the note that says what it did (and how to reopen),
  // instead of falling to the page's body; a screen reader reads it.
  const resolvedNote = useRef<HTMLParagraphElement>(null);
  const [resolvedHere, setResolvedHere] = useState(false);
  const resolved = value?.status === 'resolved';
  useEffect(() => {
    if (resolvedHere && resolved) resolvedNote.current?.focus();
  }, [resolvedHere, resolved]);
  if (inquiry.state.status === 'error' && inquiry.state.error.status === 404) throw new NotFoundError(inquiry.state.error.message);

  return (
    <div ref={pageTop} className="chat-page msg-page">
      <PageTitle ref={attachTitle} id={titleId} className={titleExpanded ? 'inq-title' : 'inq-title inq-title--clamped'} documentTitle={INQUIRY_UI.listTitle}>
        {title}
      </PageTitle>
      {/* The subject's button shares the back link's row: no line more above the log. */}
      <div className="inq-nav">
        <p className="chat-back"><Link to="/mypage/chat/inquiry">{INQUIRY_UI.backToList}</Link></p>
        {titleCut || titleExpanded ? (
          <button type="button" className="inq-title-toggle" aria-expanded={titleExpanded} aria-controls={titleId} onClick={toggleTitle} data-testid="inquiry-subject-toggle">
            {titleExpanded ? INQUIRY_UI.subjectLess : INQUIRY_UI.subjectMore}
          </button>
        ) : null}
      </div>
      {inquiry.state.status === 'loading' ? <LoadingSkeleton label={CHAT_UI.loading} rows={4} /> : null}
      {inquiry.state.status === 'error' ? <LoadError title={INQUIRY_UI.loadError} error={inquiry.state.error} onRetry={inquiry.reload} /> : null}
      {value ? (
        <>
          <div className="inq-head">
            <InquiryStatusChip status={value.status} />
            <span className="chat-muted">{INQUIRY_CATEGORY_LABELS[value.category]}</span>
            {value.status !== 'resolved' ? (
              <ResolveButton
                inquiry={value}
                onResolved={(done) => {
                  inquiry.replace(done);
                  setResolvedHere(true);
                }}
              />
            ) : null}
            {/* In the status row (it wraps under 解決した on a narrow screen): a line less above the log. */}
            {value.reservationId ? (
              <Link className="inq-related" to={`/mypage/reservation/${value.reservationId}`} data-testid="inquiry-reservation-link">{INQUIRY_UI.relatedReservation}</Link>
            ) : null}
          </div>
          {value.status === 'resolved' ? (
            // A short screen shows the one line that says what a message does (messages.css picks; the other is display: none, read by no one).
            <p ref={resolvedNote} tabIndex={-1} className="chat-hint inq-resolved-note" data-testid="inquiry-resolved-note">
              <span className="inq-resolved-note--long">{INQUIRY_UI.resolvedNote}</span>
              <span className="inq-resolved-note--short">{INQUIRY_UI.resolvedNoteShort}</span>
            </p>
          ) : null}
          <ThreadView kind="inquiry" id={id} thread={thread} peerName={CHAT_UI.operator} readOnlyNote={null} unreadAtOpen={unreadAtOpen ?? 0} />
        </>
      ) : null}
    </div>
  );
}

/**
 * 「解決した」: one tap, no confirmation. It deletes nothing and is undone by the worker's next message, which reopens
 * the inquiry (the note shown once resolved says so); a question before it would only slow the usual case.
 */
function ResolveButton({ inquiry, onResolved }: { inquiry: Inquiry; onResolved: (inquiry: Inquiry) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; offline: boolean } | null>(null);
  const [key] = useState(() => `resolve-${inquiry.id}-${crypto.randomUUID()}`);
  // A tap that got no answer for want of a connection: its 「ネットワークエラー…」 no longer holds once the phone is
  // back online, and goes (the button is there to tap again; nothing is sent by itself).
  const clearError = useCallback(() => setError(null), []);
  useReloadWhenOnline(error?.offline === true, clearError);
  const resolve = async () => {
    setBusy(true);
    setError(null);
    try {
      onResolved((await resolveInquiry(inquiry.id, key)).inquiry);
    } catch (e) {
      const failure = toApiError(e);
      setError({ message: failure.message, offline: failure.key === 'NETWORK_ERROR' && !failure.canceled });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={() => void resolve()} loading={busy} loadingText={INQUIRY_UI.resolving} data-testid="inquiry-resolve">
        {INQUIRY_UI.resolve}
      </Button>
      {error ? <Alert tone="error">{error.message}</Alert> : null}
    </>
  );
}
