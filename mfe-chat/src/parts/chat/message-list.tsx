import { Fragment, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { Message } from 'shared/events';
import { Button } from 'shared/ui';
import { CHAT_UI, dayLabel, tokyoDateOf, tokyoTimeOf } from 'features/chat';
import { byTime, isReadByPeer, type PendingMessage, type ThreadModel } from './thread-model';
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
  /** The other side's messages unread when the thread was opened (the chat's or inquiry's `unread` then). */
  unreadAtOpen?: number;
  /** The newest of the other side's messages has been in view (its end inside the log): it may be marked read. */
  onSeen?: (messageId: string) => void;
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
 * The first message the worker had not read when the thread opened: the `unread`-th of the other side's messages
 * counted from the newest (the oldest shown when more are unread than loaded); null when none was unread.
 */
export function firstUnreadId(confirmed: readonly Message[], unread: number): string | null {
  if (unread <= 0) return null;
  const theirs = confirmed.filter((m) => m.author !== 'worker');
  return theirs[Math.max(0, theirs.length - unread)]?.id ?? null;
}

/** The id of the other side's newest message (null: none yet). */
function newestOfTheirs(confirmed: readonly Message[]): string | null {
  for (let i = confirmed.length - 1; i >= 0; i -= 1) if (confirmed[i]?.author !== 'worker') return confirmed[i]?.id ?? null;
  return null;
}

/** How much of an arriving message is read out: the log shows it whole. */
const SPOKEN_CHARS = 60;

function spoken(text: string): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > SPOKEN_CHARS ? `${chars.slice(0, SPOKEN_CHARS).join('')}…` : chars.join('');
}

/** What the two hidden live regions say, the messages that arrived out of view, and the model it was worked out from. */
export interface Announcements {
  model: Pick<ThreadModel, 'confirmed' | 'pending'>;
  /** The newest message that arrived while the thread was open (keyed by its id: the same words twice are read twice). */
  arrived: { key: string; text: string } | null;
  /** A send that failed just now, while it is still failed (keyed anew each time: a second failure is read again). */
  failure: { key: string; clientId: string; text: string } | null;
  seq: number;
  /** The other side's messages that arrived below while the log was scrolled up, not in view yet (ids, oldest first). */
  unseen: string[];
}

export const initialAnnouncements = (model: Pick<ThreadModel, 'confirmed' | 'pending'>): Announcements => ({ model, arrived: null, failure: null, seq: 0, unseen: [] });

/**
 * What changed since the last model, for a screen reader. Arrived: a message new since then that is not older than
 * the oldest one shown before (an older page is put above it) and not one this page sent (the worker wrote it and sees
 * it; mine from another device is read). Nothing on the first render: the page opening reads nothing out. Failed: one
 * that was being sent (送信中) and failed — not one brought back from storage after a reload (restored as failed).
 * `below`: the log is scrolled up, so what arrives stays out of view — the other side's arrivals join `unseen`, and the
 * announcement says where it is.
 */
export function nextAnnouncements(prev: Announcements, model: Pick<ThreadModel, 'confirmed' | 'pending'>, peerName: string, below = false): Announcements {
  const before = prev.model;
  const known = new Set(before.confirmed.map((m) => m.id));
  const oldest = before.confirmed[0];
  const mine = new Set(before.pending.map((p) => p.clientId));
  const arrivals = model.confirmed.filter((m) => !known.has(m.id) && (!oldest || byTime(m, oldest) > 0) && !(m.clientId !== null && mine.has(m.clientId)));
  const newest = arrivals[arrivals.length - 1];
  const theirs = below ? arrivals.filter((m) => m.author !== 'worker').map((m) => m.id) : [];
  const unseen = theirs.length > 0 ? [...prev.unseen, ...theirs] : prev.unseen;
  const say = below && newest && newest.author !== 'worker' ? CHAT_UI.arrivedBelow : CHAT_UI.arrived;
  const arrived = newest ? { key: newest.id, text: say(newest.author === 'worker' ? CHAT_UI.me : peerName, spoken(newest.text)) } : prev.arrived;

  const wasSending = new Set(before.pending.filter((p) => p.status === 'sending').map((p) => p.clientId));
  const failedNow = model.pending.filter((p) => p.status === 'failed' && wasSending.has(p.clientId));
  const last = failedNow[failedNow.length - 1];
  let seq = prev.seq;
  let failure = prev.failure;
  if (last) failure = { key: `f${++seq}`, clientId: last.clientId, text: last.error ?? CHAT_UI.failed };
  else if (failure && !model.pending.some((p) => p.clientId === failure?.clientId && p.status === 'failed')) failure = null;
  return { model, arrived, failure, seq, unseen };
}

/**
 * Messages oldest at the top, newest at the bottom, grouped by day, the time on each and 既読 under mine the
 * other side has read. Scrolling to the top loads older messages without the view jumping; a new message
 * scrolls into view when the worker is at the bottom (or sent it). One that arrives while the worker reads further up
 * leaves the view where it is: 「新しいメッセージ」 over the log's bottom scrolls to the newest (and focuses the log), and
 * goes once what arrived has been in view. `onSeen` hears when the newest of the other side's messages has been in view
 * (its end inside the log), so that the thread is marked read then, not when the message arrives.
 * The log is not a live region (an older page of 50 would be read out): two visually hidden regions beside it say
 * the newest message that arrives (role="status", with where it is when it arrived out of view) and a send that failed
 * just now (role="alert"), once each.
 */
export function MessageList({ model, peerName, now, onResend, onRemove, onLoadOlder, olderLoading, olderError, unreadAtOpen = 0, onSeen }: MessageListProps) {
  const box = useRef<HTMLDivElement>(null);
  // 「ここから未読」 before the first message unread at the opening, decided once (undefined: no message yet). The
  // log opens there when what follows is taller than the log: at the bottom, a long message showed its end only.
  const [unreadFrom, setUnreadFrom] = useState<string | null | undefined>(undefined);
  const unreadMark = useRef<HTMLDivElement>(null);
  if (unreadFrom === undefined && model.confirmed.length > 0) setUnreadFrom(firstUnreadId(model.confirmed, unreadAtOpen));
  const previous = useRef<{ first: string | null; height: number; count: number; atBottom: boolean }>({ first: null, height: 0, count: 0, atBottom: true });
  const items = logItems(model);
  const firstId = model.confirmed[0]?.id ?? null;
  // Whether the log is at its end, as the last scroll left it (what arrives then is scrolled into view). A scroll this
  // view makes fires a scroll event too; a log with nothing to scroll is at its end.
  const [atBottom, setAtBottom] = useState(true);
  // Worked out while rendering from the model before (React's pattern for state that follows a prop).
  const [said, setSaid] = useState(() => initialAnnouncements(model));
  let say = said;
  if (said.model !== model) {
    say = nextAnnouncements(said, model, peerName, !atBottom);
    setSaid(say);
  }
  const newestPeer = newestOfTheirs(model.confirmed);

  // What is in view: the newest of theirs (reported once per message) and the arrivals the button counts.
  const seen = useRef<{ newestPeer: string | null; unseen: string[]; onSeen?: (id: string) => void; reported: string | null }>({ newestPeer: null, unseen: [], reported: null });
  useLayoutEffect(() => {
    seen.current = { ...seen.current, newestPeer, unseen: say.unseen, onSeen };
  });
  const lookWhatIsSeen = useCallback(() => {
    const el = box.current;
    const { newestPeer: newest, unseen, onSeen: report, reported } = seen.current;
    if (!el || ((newest === null || newest === reported) && unseen.length === 0)) return;
    const bubbles = new Map<string, HTMLElement>();
    for (const node of el.querySelectorAll<HTMLElement>('[data-message-id]')) bubbles.set(node.dataset.messageId ?? '', node);
    const end = el.getBoundingClientRect().bottom + 2;
    const inView = (id: string) => (bubbles.get(id)?.getBoundingClientRect().bottom ?? -Infinity) <= end;
    if (newest !== null && newest !== reported && inView(newest)) {
      seen.current.reported = newest;
      report?.(newest);
    }
    const still = unseen.filter((id) => !inView(id));
    if (still.length !== unseen.length) setSaid((s) => ({ ...s, unseen: s.unseen.filter((id) => still.includes(id)) }));
  }, []);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const prev = previous.current;
    if (prev.first !== null && firstId !== prev.first && model.confirmed.some((m) => m.id === prev.first) && prev.count > 0) {
      // Older messages were put above: keep what the worker was looking at where it was.
      el.scrollTop += el.scrollHeight - prev.height;
    } else if (prev.count === 0 && items.length > 0 && unreadMark.current) {
      // Opening with unread messages: the mark (with its day's heading) at the top, or the bottom if all fits.
      const mark = unreadMark.current;
      const from = mark.previousElementSibling?.classList.contains('msg-day') ? mark.previousElementSibling : mark;
      const top = el.scrollTop + from.getBoundingClientRect().top - el.getBoundingClientRect().top - 8;
      el.scrollTop = Math.min(top, el.scrollHeight - el.clientHeight);
    } else {
      // At the end before this render: as last known, and still where the worker is now against the log as it was. A
      // scroll up whose event has not come yet (it comes with the next frame) is not taken back to the end by a render
      // in between (a reload's answer, a read mark).
      const wasAtBottom = prev.atBottom && prev.height - el.scrollTop - el.clientHeight < 80;
      const last = items[items.length - 1];
      if (wasAtBottom || (items.length > prev.count && last && last.kind === 'pending')) el.scrollTop = el.scrollHeight;
    }
    previous.current = { first: firstId, height: el.scrollHeight, count: items.length, atBottom: el.scrollHeight - el.scrollTop - el.clientHeight < 80 };
    lookWhatIsSeen();
  });

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const onScroll = () => {
      previous.current.atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
      setAtBottom(previous.current.atBottom);
      lookWhatIsSeen();
      if (el.scrollTop < 40 && model.olderCursor !== null && !olderLoading && olderError === null) onLoadOlder();
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    // A taller log (the phone turned, a bar above gone) shows more.
    window.addEventListener('resize', lookWhatIsSeen);
    return () => {
      el.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', lookWhatIsSeen);
    };
  }, [model.olderCursor, olderLoading, olderError, onLoadOlder, lookWhatIsSeen]);

  // 「新しいメッセージ」: to the end of the log, smoothly unless the worker asked for less motion. The focus goes to the
  // log (the button goes once the messages are in view), where the keyboard scrolls on and a screen reader reads on.
  const toNewest = () => {
    const el = box.current;
    if (!el) return;
    el.focus({ preventScroll: true });
    const smooth = typeof el.scrollTo === 'function' && !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (smooth) {
      el.scrollTo({ top: el.scrollHeight, behavior: 'smooth' });
    } else {
      el.scrollTop = el.scrollHeight;
      lookWhatIsSeen();
    }
  };

  return (
    <>
      <div className="msg-log-frame">
        <div ref={box} className="msg-log" role="region" aria-label={CHAT_UI.messages} tabIndex={0} data-testid="message-log">
          {model.olderCursor !== null ? (
            <div className="msg-older">
              <Button variant="ghost" onClick={onLoadOlder} loading={olderLoading} loadingText={CHAT_UI.loadingOlder}>
                {CHAT_UI.loadOlder}
              </Button>
              {/* The log is not live: a failure to load older messages is read out by itself. */}
              {olderError ? <p className="msg-error" role="alert">{olderError}</p> : null}
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
                {item.kind === 'message' && item.message.id === unreadFrom ? (
                  <div ref={unreadMark} className="msg-unread-mark" role="separator" data-testid="message-unread-mark">
                    <span>{CHAT_UI.unreadFrom}</span>
                  </div>
                ) : null}
                {item.kind === 'message' ? <Bubble message={item.message} peerName={peerName} read={isReadByPeer(item.message, model.peerReadAt)} /> : <PendingBubble pending={item.pending} onResend={onResend} onRemove={onRemove} />}
              </Fragment>
            );
          })}
        </div>
        {say.unseen.length > 0 ? (
          <Button className="msg-new" onClick={toNewest} data-testid="message-new-below">
            {CHAT_UI.newMessages(say.unseen.length)}
          </Button>
        ) : null}
      </div>
      <div className="chat-visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="message-announcer">
        {say.arrived ? <p key={say.arrived.key}>{say.arrived.text}</p> : null}
      </div>
      <div className="chat-visually-hidden" role="alert" aria-atomic="true" data-testid="message-failure-announcer">
        {say.failure ? <p key={say.failure.key}>{say.failure.text}</p> : null}
      </div>
    </>
  );
}

function Bubble({ message, peerName, read }: { message: Message; peerName: string; read: boolean }) {
  const mine = message.author === 'worker';
  return (
    <div className={`msg ${mine ? 'msg--mine' : 'msg--theirs'}`} data-testid="message" data-message-id={message.id} data-author={message.author} data-client-id={message.clientId ?? undefined}>
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
  const reasonId = useId();
  return (
    <div className={`msg msg--mine ${failed ? 'msg--failed' : 'msg--sending'}`} data-testid="message" data-author="worker" data-pending={pending.status} data-client-id={pending.clientId}>
      <span className="chat-visually-hidden">{CHAT_UI.me}</span>
      <div className="msg__bubble">
        <MessageText text={pending.text} />
      </div>
      {failed ? (
        // Not an alert: one restored from storage is shown, not read out (a send that fails now is, beside the log).
        <div className="msg__failed">
          <p className="msg-error" id={reasonId} data-testid="message-failed">{pending.error ?? CHAT_UI.failed}</p>
          <div className="msg__actions">
            <Button variant="secondary" aria-describedby={reasonId} onClick={() => onResend(pending.clientId)}>{CHAT_UI.resend}</Button>
            <Button variant="ghost" onClick={() => onRemove(pending.clientId)}>{CHAT_UI.remove}</Button>
          </div>
        </div>
      ) : (
        <p className="msg__meta" data-testid="message-sending">{CHAT_UI.sending}</p>
      )}
    </div>
  );
}
