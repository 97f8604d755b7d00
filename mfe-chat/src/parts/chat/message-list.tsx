import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import type { Message } from 'shared/events';
import { Button } from 'shared/ui';
import { CHAT_UI, dayLabel, tokyoDateOf, tokyoTimeOf } from 'features/chat';
import { isReadByPeer, type PendingMessage, type ThreadModel } from './thread-model';
import { MessageText } from './message-text';

export interface MessageListProps {
  model: ThreadModel;
  /** Who the other side is: お客様's name, or 運営事務局. */
  peerName: string;
  now: Date;
  onResend: (clientId: string) => void;
  onRemove: (clientId: string) => void;
  onLoadOlder: () => void;
  olderLoading: boolean;
  olderError: string | null;
}

type Item = { kind: 'message'; message: Message } | { kind: 'pending'; pending: PendingMessage };

const itemDate = (item: Item) => tokyoDateOf(item.kind === 'message' ? item.message.sentAt : item.pending.createdAt);

/**
 * The log's order: the confirmed messages by time, each failed one where it was written (not below what was sent
 * after it), and what is being sent at the end (where the worker just put it).
 */
export function logItems(model: Pick<ThreadModel, 'confirmed' | 'pending'>): Item[] {
  const failed = model.pending.filter((p) => p.status === 'failed').sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  const items: Item[] = [];
  let f = 0;
  for (const message of model.confirmed) {
    const at = Date.parse(message.sentAt);
    for (let next = failed[f]; next && Date.parse(next.createdAt) < at; next = failed[++f]) items.push({ kind: 'pending', pending: next });
    items.push({ kind: 'message', message });
  }
  for (const pending of failed.slice(f)) items.push({ kind: 'pending', pending });
  for (const pending of model.pending) if (pending.status !== 'failed') items.push({ kind: 'pending', pending });
  return items;
}

/**
 * Messages oldest at the top, newest at the bottom, grouped by day, the time on each and 既読 under mine the
 * other side has read. Scrolling to the top loads older messages without the view jumping; a new message
 * scrolls into view when the worker is at the bottom (or sent it).
 */
export function MessageList({ model, peerName, now, onResend, onRemove, onLoadOlder, olderLoading, olderError }: MessageListProps) {
  const box = useRef<HTMLDivElement>(null);
  const previous = useRef<{ first: string | null; height: number; count: number; atBottom: boolean }>({ first: null, height: 0, count: 0, atBottom: true });
  const items = logItems(model);
  const firstId = model.confirmed[0]?.id ?? null;

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const prev = previous.current;
    if (prev.first !== null && firstId !== prev.first && model.confirmed.some((m) => m.id === prev.first) && prev.count > 0) {
      // Older messages were put above: keep what the worker was looking at where it was.
      el.scrollTop += el.scrollHeight - prev.height;
    } else if (prev.atBottom || items.length > prev.count) {
      const last = items[items.length - 1];
      if (prev.atBottom || (last && last.kind === 'pending')) el.scrollTop = el.scrollHeight;
    }
    previous.current = { first: firstId, height: el.scrollHeight, count: items.length, atBottom: el.scrollHeight - el.scrollTop - el.clientHeight < 80 };
  });

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const onScroll = () => {
      previous.current.atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
      if (el.scrollTop < 40 && model.olderCursor !== null && !olderLoading && olderError === null) onLoadOlder();
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [model.olderCursor, olderLoading, olderError, onLoadOlder]);

  return (
    <div ref={box} className="msg-log" role="log" aria-live="polite" aria-relevant="additions" aria-label={CHAT_UI.messages} tabIndex={0} data-testid="message-log">
      {model.olderCursor !== null ? (
        <div className="msg-older">
          <Button variant="ghost" onClick={onLoadOlder} loading={olderLoading} loadingText={CHAT_UI.loadingOlder}>
            {CHAT_UI.loadOlder}
          </Button>
          {olderError ? <p className="msg-error">{olderError}</p> : null}
        </div>
      ) : null}
      {items.length === 0 ? <p className="chat-empty">{CHAT_UI.empty}</p> : null}
      {items.map((item, i) => {
        const date = itemDate(item);
        const before = items[i - 1];
        const heading = !before || itemDate(before) !== date;
        const day = heading ? dayLabel(`${date}T12:00:00+09:00`, now) : null;
        return (
          <Fragment key={item.kind === 'message' ? item.message.id : `p-${item.pending.clientId}`}>
            {day ? (
              <h2 className="msg-day">
                <span>{day.relative ? `${day.relative}・` : ''}{day.text}</span>
              </h2>
            ) : null}
            {item.kind === 'message' ? <Bubble message={item.message} peerName={peerName} read={isReadByPeer(item.message, model.peerReadAt)} /> : <PendingBubble pending={item.pending} onResend={onResend} onRemove={onRemove} />}
          </Fragment>
        );
      })}
    </div>
  );
}

function Bubble({ message, peerName, read }: { message: Message; peerName: string; read: boolean }) {
  const mine = message.author === 'worker';
  return (
    <div className={`msg ${mine ? 'msg--mine' : 'msg--theirs'}`} data-testid="message" data-author={message.author} data-client-id={message.clientId ?? undefined}>
      <span className="chat-visually-hidden">{mine ? CHAT_UI.me : peerName}</span>
      <div className="msg__bubble">
        <MessageText text={message.text} />
      </div>
      <p className="msg__meta">
        <time dateTime={message.sentAt}>{tokyoTimeOf(message.sentAt)}</time>
        {mine && read ? <span className="msg__read" data-testid="message-read">{CHAT_UI.read}</span> : null}
      </p>
    </div>
  );
}

function PendingBubble({ pending, onResend, onRemove }: { pending: PendingMessage; onResend: (id: string) => void; onRemove: (id: string) => void }) {
  const failed = pending.status === 'failed';
  return (
    <div className={`msg msg--mine ${failed ? 'msg--failed' : 'msg--sending'}`} data-testid="message" data-author="worker" data-pending={pending.status} data-client-id={pending.clientId}>
      <span className="chat-visually-hidden">{CHAT_UI.me}</span>
      <div className="msg__bubble">
        <MessageText text={pending.text} />
      </div>
      {failed ? (
        <div className="msg__failed" role="alert">
          <p className="msg-error" data-testid="message-failed">{pending.error ?? CHAT_UI.failed}</p>
          <div className="msg__actions">
            <Button variant="secondary" onClick={() => onResend(pending.clientId)}>{CHAT_UI.resend}</Button>
            <Button variant="ghost" onClick={() => onRemove(pending.clientId)}>{CHAT_UI.remove}</Button>
          </div>
        </div>
      ) : (
        <p className="msg__meta" data-testid="message-sending">{CHAT_UI.sending}</p>
      )}
    </div>
  );
}
