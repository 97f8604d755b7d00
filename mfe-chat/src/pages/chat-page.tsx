import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'shared/router';
import { MYPAGE_MESSAGES_PATH } from 'shared/domain';
import { UI } from 'shared/messages';
import { LoadError, PageTitle, useResource } from 'shared/ui';
import { CHAT_READ_ONLY_AFTER_DAYS, CHAT_UI, getChat, ReservationIdSchema } from 'features/chat';
import { LoadingSkeleton, NotFoundError } from '../parts/common/load-states';
import { ThreadView } from '../parts/chat/thread-view';
import { useThread } from '../parts/chat/use-thread';
import { usePageTop } from '../parts/chat/use-page-top';
import '../parts/common/chat.css';
import '../parts/chat/messages.css';

/** /mypage/chat/{id}: the chat with one customer (the id is the chat's, or the customer's from the reservation pages). */
export function ChatPage() {
  const { id = '' } = useParams();
  if (!ReservationIdSchema.safeParse(id).success) throw new NotFoundError(CHAT_UI.loadError);
  return <ChatContent key={id} id={id} />;
}

function ChatContent({ id }: { id: string }) {
  const navigate = useNavigate();
  const pageTop = usePageTop();
  const chat = useResource(id, (signal) => getChat(id, { signal }).then((r) => r.chat));
  if (chat.state.status === 'error' && chat.state.error.status === 404) throw new NotFoundError(chat.state.error.message);
  const value = chat.state.status === 'ready' ? chat.state.value : null;

  // Opened by customer id (a reservation's link): show the chat's own URL.
  useEffect(() => {
    if (value && value.id !== id) navigate(`/mypage/chat/${value.id}`, { replace: true });
  }, [value, id, navigate]);

  return (
    <div ref={pageTop} className="chat-page msg-page">
      <PageTitle documentTitle={CHAT_UI.messageLabel}>{value ? CHAT_UI.title(value.customer.displayName) : CHAT_UI.messageLabel}</PageTitle>
      {value ? (
        <div className="chat-nav">
          <p className="chat-back">
            <BackLink />
          </p>
          <p className="chat-back">
            <Link to={`/mypage/user/${value.customer.id}`}>{CHAT_UI.customerProfile}</Link>
          </p>
        </div>
      ) : null}
      {chat.state.status === 'loading' ? <LoadingSkeleton label={CHAT_UI.loading} rows={4} /> : null}
      {chat.state.status === 'error' ? <LoadError title={CHAT_UI.loadError} error={chat.state.error} onRetry={chat.reload} /> : null}
      {value && value.id === id ? <ChatThread id={value.id} peerName={CHAT_UI.title(value.customer.displayName)} readOnly={value.readOnly} peerReadAt={value.peerReadAt} unread={value.unread} onResync={chat.reload} /> : null}
    </div>
  );
}

function ChatThread({ id, peerName, readOnly, peerReadAt, unread, onResync }: { id: string; peerName: string; readOnly: boolean; peerReadAt: string | null; unread: number; onResync: () => void }) {
  const thread = useThread('chat', id, { onResync });
  // The count when the chat opened: reloaded later (a resync), the chat is read and says 0.
  const [unreadAtOpen] = useState(unread);
  const { setPeerReadAt } = thread;
  useEffect(() => setPeerReadAt(peerReadAt), [peerReadAt, setPeerReadAt]);
  return <ThreadView kind="chat" id={id} thread={thread} peerName={peerName} readOnlyNote={readOnly ? CHAT_UI.readOnly(CHAT_READ_ONLY_AFTER_DAYS) : null} unreadAtOpen={unreadAtOpen} />;
}

/**
 * The way out of a chat, which has no browser back button in the installed app: 「戻る」 to where the worker came from
 * in the app (my page's card, the reservation, the customer's profile), or, opened from outside the app (a link, a
 * reload of the first page), 「マイページへ戻る」 to my page's メッセージ card. A link either way (it has an address).
 */
function BackLink() {
  const navigate = useNavigate();
  const { key } = useLocation();
  const cameInApp = key !== 'default';
  return (
    <Link
      to={MYPAGE_MESSAGES_PATH}
      data-testid="chat-back"
      onClick={(event) => {
        if (!cameInApp || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        void navigate(-1);
      }}
    >
      {cameInApp ? CHAT_UI.back : UI.backToMypage}
    </Link>
  );
}
