import { useRef, type KeyboardEvent } from 'react';
import { RESERVATION_TAB_LABELS, RESERVATION_TABS, RESERVATION_UI, type ReservationCounts, type ReservationTab } from 'features/chat';

export interface ReservationTabsProps {
  tab: ReservationTab;
  counts: ReservationCounts | null;
  onChange: (tab: ReservationTab) => void;
  panelId: string;
}

const COUNT_KEY: Record<ReservationTab, keyof ReservationCounts> = { requests: 'requests', upcoming: 'upcoming', past: 'past' };

/** 依頼 / 予定 / 過去 with their counts: a tablist (arrow keys move between tabs). */
export function ReservationTabs({ tab, counts, onChange, panelId }: ReservationTabsProps) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const i = RESERVATION_TABS.indexOf(tab);
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    e.preventDefault();
    const next = RESERVATION_TABS[(i + step + RESERVATION_TABS.length) % RESERVATION_TABS.length] ?? tab;
    onChange(next);
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
