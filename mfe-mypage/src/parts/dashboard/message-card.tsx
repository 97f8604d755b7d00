import { useEffect, useRef, useState } from 'react';
import { UI } from 'shared/messages';
import { Link, useLocation } from 'shared/router';
import { subscribeEvents } from 'shared/events';
import { MYPAGE_MESSAGES_ANCHOR } from 'shared/domain';
import { useRetryAttempt } from './dashboard-retry';
import { useBelowMessagesShown, useMessagesSettled } from './below-messages';
import { getUnreadSummary, MESSAGE_CARD_UI, type UnreadSummaryResponse } from 'features/mypage';
import { instantDateLabel, instantTimeLabel, tokyoDate } from 'features/domain';

/** When a chat last spoke: the time today ('14:05'), else the day ('12月1日(火)'). */
function lastMessageLabel(at: string, now: Date): string {
  return tokyoDate(new Date(at)) === tokyoDate(now) ? instantTimeLabel(at) : instantDateLabel(at);
}

/**
 * The メッセージ card: the chats and inquiries with unread messages (newest first, the unread count of each), then
 * 最近のチャット — the latest chats read to the end, to reply to later without looking for the reservation — from
 * GET /workerapi/messages/unread, refreshed live when the unread count changes (the tab's one stream).
 */
export function MessageCard({ load = getUnreadSummary }: { load?: typeof getUnreadSummary }) {
  const [summary, setSummary] = useState<UnreadSummaryResponse | null | 'error'>(null);
  const [version, setVersion] = useState(0);
  const attempt = useRetryAttempt(summary === 'error', () => setSummary(null));
  useMessagesSettled(summary !== null);

  /**
   * The unread total of the summary shown, and one the stream announced while a load was under way: the stream's
   * first event repeats the total the summary already has, which needs no second request; another total does.
   */
  const shown = useRef<{ total: number | null; loading: boolean; announced: number | null }>({ total: null, loading: true, announced: null });

  useEffect(() => {
    const controller = new AbortController();
    shown.current.loading = true;
    load({ signal: controller.signal }).then(
      (loaded) => {
        const { announced } = shown.current;
        shown.current = { total: loaded.total, loading: false, announced: null };
        setSummary(loaded);
        if (announced !== null && announced !== loaded.total) setVersion((v) => v + 1);
      },
      () => {
        if (controller.signal.aborted) return;
        shown.current = { ...shown.current, loading: false, announced: null };
        setSummary((s) => (s === null || s === 'error' ? 'error' : s));
      },
    );
    return () => controller.abort();
  }, [load, version, attempt]);

  useEffect(
    () =>
      subscribeEvents((event) => {
        if (event.type === 'resync') setVersion((v) => v + 1);
        else if (event.type === 'unread') {
          if (shown.current.loading) shown.current.announced = event.data.total;
          else if (event.data.total !== shown.current.total) setVersion((v) => v + 1);
        }
      }),
    [],
  );

  // The header's message badge opens my page at this card (MYPAGE_MESSAGES_PATH), also when my page is open already:
  // once per visit, when the card has its first answer — then its lists and what is below it (below-messages.tsx)
  // are in place, so the card can come up to the top and stays there.
  const { hash, key } = useLocation();
  const card = useRef<HTMLElement>(null);
  const scrolledFor = useRef<string | null>(null);
  // Not in the commit of the answer itself: what is below shows in the next one (a layout effect's update, whose
  // render comes after this commit's effects), and a scroll before it would stop short at the page's end then.
  const belowShown = useBelowMessagesShown();
  const answered = summary !== null && belowShown;
  useEffect(() => {
    if (hash !== `#${MYPAGE_MESSAGES_ANCHOR}` || !answered || scrolledFor.current === key) return;
    scrolledFor.current = key;
    card.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [hash, key, answered]);

  const data = summary === 'error' ? null : summary;
  const threads = data?.threads ?? [];
  const recent = data?.recent ?? [];
  const now = new Date();
  return (
    <section ref={card} id={MYPAGE_MESSAGES_ANCHOR} aria-busy={summary === null} className={`dashboard-card dashboard-card--three-lines${threads.length > 0 ? ' dashboard-card--attention' : ''}`} aria-labelledby="dashboard-messages-title" data-testid="dashboard-messages">
      <h2 id="dashboard-messages-title" className="dashboard-card__title dashboard-card__heading">{MESSAGE_CARD_UI.title}</h2>
      {summary === null ? <p className="dashboard-card__body">{UI.loading}</p> : null}
      {summary === 'error' ? <p className="dashboard-card__body">{MESSAGE_CARD_UI.unavailable}</p> : null}
      {data !== null && threads.length === 0 ? <p className="dashboard-card__body">{MESSAGE_CARD_UI.none}</p> : null}
      {threads.length > 0 ? (
        <ul className="dashboard-messages">
          {threads.map((t) => (
            <li key={`${t.kind}:${t.id}`}>
              <Link className="dashboard-messages__link" to={t.kind === 'chat' ? `/mypage/chat/${t.id}` : `/mypage/chat/inquiry/${t.id}`} data-testid="dashboard-message-thread">
                <span className="dashboard-messages__title">{t.kind === 'chat' ? `${t.title} 様` : `${MESSAGE_CARD_UI.operator}：${t.title}`}</span>
                <span className="notice-badge" aria-label={MESSAGE_CARD_UI.unread(t.unread)}>{t.unread}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {recent.length > 0 ? (
        <>
          <h3 id="dashboard-messages-recent" className="dashboard-messages__subtitle">{MESSAGE_CARD_UI.recent}</h3>
          <ul className="dashboard-messages" aria-labelledby="dashboard-messages-recent">
            {recent.map((r) => (
              <li key={r.id}>
                <Link className="dashboard-messages__link" to={`/mypage/chat/${r.id}`} data-testid="dashboard-recent-chat">
                  <span className="dashboard-messages__title">{`${r.title} 様`}</span>
                  <time className="dashboard-messages__time" dateTime={r.lastMessageAt}>{lastMessageLabel(r.lastMessageAt, now)}</time>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {/* With the answer, under it: a link drawn while loading would move down as the lists come in (layout shift). */}
      {summary !== null ? <Link className="dashboard-messages__more" to="/mypage/chat/inquiry">{MESSAGE_CARD_UI.inquiries}</Link> : null}
    </section>
  );
}
