import { useEffect, useState } from 'react';
import { toApiError } from 'shared/api';
import { Link, useParams } from 'shared/router';
import { Alert, Button, LoadError, PageTitle, useResource } from 'shared/ui';
import { CHAT_UI, getInquiry, INQUIRY_CATEGORY_LABELS, INQUIRY_UI, resolveInquiry, ReservationIdSchema, type Inquiry } from 'features/chat';
import { LoadingSkeleton, NotFoundError } from '../parts/common/load-states';
import { ThreadView } from '../parts/chat/thread-view';
import { useLiveEvents } from '../parts/common/use-live-events';
import { useThread } from '../parts/chat/use-thread';
import { InquiryStatusChip } from '../parts/inquiry/inquiry-status';
import '../parts/common/chat.css';
import '../parts/chat/messages.css';

/** /mypage/chat/inquiry/{id}: one inquiry's thread with the operator; 「解決した」 closes it, a new message reopens it. */
export function InquiryPage() {
  const { id = '' } = useParams();
  if (!ReservationIdSchema.safeParse(id).success) throw new NotFoundError(INQUIRY_UI.loadError);
  return <InquiryContent key={id} id={id} />;
}

function InquiryContent({ id }: { id: string }) {
  const inquiry = useResource(id, (signal) => getInquiry(id, { signal }).then((r) => r.inquiry));
  const thread = useThread('inquiry', id, { onResync: inquiry.reload, onSent: inquiry.reload });
  const { setPeerReadAt } = thread;
  const value = inquiry.state.status === 'ready' ? inquiry.state.value : null;
  useEffect(() => setPeerReadAt(value?.peerReadAt ?? null), [value?.peerReadAt, setPeerReadAt]);
  useLiveEvents((event) => {
    if (event.type === 'inquiry' && event.data.id === id) inquiry.reload();
  });
  if (inquiry.state.status === 'error' && inquiry.state.error.status === 404) throw new NotFoundError(inquiry.state.error.message);

  return (
    <div className="chat-page msg-page">
      <PageTitle documentTitle={INQUIRY_UI.listTitle}>{value ? INQUIRY_UI.threadTitle(value.subject) : INQUIRY_UI.listTitle}</PageTitle>
      <p className="chat-back"><Link to="/mypage/chat/inquiry">{INQUIRY_UI.backToList}</Link></p>
      {inquiry.state.status === 'loading' ? <LoadingSkeleton label={CHAT_UI.loading} rows={4} /> : null}
      {inquiry.state.status === 'error' ? <LoadError title={INQUIRY_UI.loadError} error={inquiry.state.error} onRetry={inquiry.reload} /> : null}
      {value ? (
        <>
          <div className="inq-head">
            <InquiryStatusChip status={value.status} />
            <span className="chat-muted">{INQUIRY_CATEGORY_LABELS[value.category]}</span>
            {value.status !== 'resolved' ? <ResolveButton inquiry={value} onResolved={inquiry.replace} /> : null}
          </div>
          {value.reservationId ? (
            <p className="inq-related">
              <Link to={`/mypage/reservation/${value.reservationId}`} data-testid="inquiry-reservation-link">{INQUIRY_UI.relatedReservation}</Link>
            </p>
          ) : null}
          {value.status === 'resolved' ? <p className="chat-hint" data-testid="inquiry-resolved-note">{INQUIRY_UI.resolvedNote}</p> : null}
          <ThreadView kind="inquiry" id={id} thread={thread} peerName={CHAT_UI.operator} readOnlyNote={null} />
        </>
      ) : null}
    </div>
  );
}

function ResolveButton({ inquiry, onResolved }: { inquiry: Inquiry; onResolved: (inquiry: Inquiry) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [key] = useState(() => `resolve-${inquiry.id}-${crypto.randomUUID()}`);
  const resolve = async () => {
    setBusy(true);
    setError(null);
    try {
      onResolved((await resolveInquiry(inquiry.id, key)).inquiry);
    } catch (e) {
      setError(toApiError(e).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={() => void resolve()} loading={busy} loadingText={INQUIRY_UI.resolving} data-testid="inquiry-resolve">
        {INQUIRY_UI.resolve}
      </Button>
      {error ? <Alert tone="error">{error}</Alert> : null}
    </>
  );
}
