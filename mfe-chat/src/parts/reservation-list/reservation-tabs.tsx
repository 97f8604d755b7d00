import { useRef, type KeyboardEvent } from 'react';
import { RESERVATION_TAB_LABELS, RESERVATION_TABS, RESERVATION_UI, type ReservationCounts, type ReservationTab } from 'features/chat';

export interface ReservationTabsProps {
  tab: ReservationTab;
  counts: ReservationCounts | null;
  onChange: (tab: ReservationTab) => void;
  panelId: string;
}

const COUNT_KEY: Record<ReservationTab, keyof ReservationCounts> = { requests: 'requests', upcoming: 'upcoming', past: 'past' };

/** The tab a key moves to from `tab` (the WAI-ARIA tabs pattern: ← → wrap around, Home and End), or null. */
function tabForKey(key: string, tab: ReservationTab): ReservationTab | null {
  const n = RESERVATION_TABS.length;
  const i = RESERVATION_TABS.indexOf(tab);
  if (key === 'ArrowRight') return RESERVATION_TABS[(i + 1) % n] ?? null;
  if (key === 'ArrowLeft') return RESERVATION_TABS[(i - 1 + n) % n] ?? null;
  if (key === 'Home') return RESERVATION_TABS[0] ?? null;
  if (key === 'End') return RESERVATION_TABS[n - 1] ?? null;
  return null;
}

/** 依頼 / 予定 / 過去 with their counts: a tablist (arrow keys move between tabs, Home and End to the first and last). */
export function ReservationTabs({ tab, counts, onChange, panelId }: ReservationTabsProps) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const next = tabForKey(e.key, tab);
    if (next === null) return;
    e.preventDefault();
    if (next !== tab) onChange(next);
    refs.current[next]?.focus();
  }
  return (
    <div className="chat-tabs" role="tablist" aria-label={RESERVATION_UI.tabsLabel} onKeyDown={onKeyDown}>
      {RESERVATION_TABS.map((t) => {
        const count = counts ? counts[COUNT_KEY[t]] : null;
        const selected = t === tab;
        return (
          <button
            key={t}
            ref={(el) => { refs.current[t] = el; }}
            type="button"
            role="tab"
            id={`chat-tab-${t}`}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className={`chat-tabs__tab${selected ? ' chat-tabs__tab--selected' : ''}`}
            onClick={() => onChange(t)}
          >
            <span className="chat-tabs__label">{RESERVATION_TAB_LABELS[t]}</span>
            {count !== null ? (
              <span className={`chat-tabs__count${t === 'requests' && count > 0 ? ' chat-tabs__count--attention' : ''}`} aria-label={`${count}件`}>
                {count}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
