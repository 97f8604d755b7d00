import { useCallback, useRef, useState } from 'react';
import { Link, useNavigate } from 'shared/router';
import { Button, LoadError, PageTitle, useResource } from 'shared/ui';
import { getInquiries, INQUIRY_CATEGORY_LABELS, INQUIRY_UI, instantLabel, type Inquiry } from 'features/chat';
import { LoadingSkeleton } from '../parts/common/load-states';
import { useLiveEvents } from '../parts/common/use-live-events';
import { useSession } from 'shared/store';
import { hasInquiryDraft, InquiryForm } from '../parts/inquiry/inquiry-form';
import { InquiryStatusChip } from '../parts/inquiry/inquiry-status';
import '../parts/common/chat.css';
import '../parts/chat/messages.css';

/** /mypage/chat/inquiry: my inquiries to the operator (newest activity first) and 新しいお問い合わせ. */
export function InquiryListPage() {
  const navigate = useNavigate();
  // A new inquiry kept on the phone (typed before a reload, the back button or another page) opens the form with it.
  const workerId = useSession((s) => s.worker?.id ?? null);
  const [creating, setCreating] = useState(() => hasInquiryDraft(workerId));
  // キャンセル closes the form, its button with it: the focus goes back to 新しいお問い合わせ (it fell to <body>).
  const returnFocus = useRef(false);
  const newButton = useCallback((el: HTMLButtonElement | null) => {
    if (el && returnFocus.current) el.focus();
    returnFocus.current = false;
  }, []);
  const list = useResource('inquiries', (signal) => getInquiries({ signal }).then((r) => r.inquiries));
  useLiveEvents((event) => {
    if (event.type === 'inquiry' || event.type === 'resync' || (event.type === 'message' && event.data.thread.kind === 'inquiry')) list.reload();
  });

  return (
    <div className="chat-page">
      <PageTitle>{INQUIRY_UI.listTitle}</PageTitle>
      {creating ? (
        <InquiryForm onCreated={(inquiry) => navigate(`/mypage/chat/inquiry/${inquiry.id}`)} onCancel={() => { returnFocus.current = true; setCreating(false); }} />
      ) : (
        <Button ref={newButton} block onClick={() => setCreating(true)} data-testid="inquiry-new">{INQUIRY_UI.newButton}</Button>
      )}
      {list.state.status === 'loading' ? <LoadingSkeleton label={INQUIRY_UI.listTitle} rows={3} /> : null}
      {list.state.status === 'error' ? <LoadError title={INQUIRY_UI.loadError} error={list.state.error} onRetry={list.reload} /> : null}
      {list.state.status === 'ready' ? (
        list.state.value.length === 0 ? (
          <p className="chat-empty">{INQUIRY_UI.empty}</p>
        ) : (
          <ul className="chat-list" data-testid="inquiry-list">
            {list.state.value.map((inquiry) => (
              <InquiryRow key={inquiry.id} inquiry={inquiry} />
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}

function InquiryRow({ inquiry }: { inquiry: Inquiry }) {
  return (
    <li>
      <Link className="chat-row__link" to={`/mypage/chat/inquiry/${inquiry.id}`} data-testid="inquiry-row">
        <span className="chat-row__top">
          <span className="chat-row__customer">{inquiry.subject}</span>
          <InquiryStatusChip status={inquiry.status} />
        </span>
        <span className="chat-row__meta">
          {INQUIRY_CATEGORY_LABELS[inquiry.category]}・{INQUIRY_UI.lastMessage(instantLabel(inquiry.lastMessageAt))}
        </span>
        {inquiry.unread > 0 ? <span className="inq-unread" data-testid="inquiry-unread">{INQUIRY_UI.unread}</span> : null}
      </Link>
    </li>
  );
}
