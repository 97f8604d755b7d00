import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';

/**
 * How long what is below the メッセージ card waits for the card's first answer before it shows anyway (a slow
 * answer then moves it once, but nothing stays hidden for long).
 */
export const MESSAGES_WAIT_MS = 1500;

interface MessagesGate {
  /** The メッセージ card has its first answer (or failed, or the wait is over): what is below it shows. */
  settled: boolean;
  settle: () => void;
}

const GateContext = createContext<MessagesGate | null>(null);

/**
 * The メッセージ card is the one card of my page whose height depends on its answer (a row per chat with unread
 * messages, then 最近のチャット), so it grows when the answer comes. What is below it (次のシフト, 給与, the menu)
 * is rendered at once — its cards load meanwhile — but shown only with that answer, in the same frame: nothing
 * the worker sees moves (layout shift), and no button jumps away from a thumb about to tap it.
 */
export function MessagesFirst({ children, waitMs = MESSAGES_WAIT_MS }: { children: ReactNode; waitMs?: number }) {
  const [settled, setSettled] = useState(false);
  const settle = useCallback(() => setSettled(true), []);
  useEffect(() => {
    if (settled) return;
    const timer = setTimeout(settle, waitMs);
    return () => clearTimeout(timer);
  }, [settled, settle, waitMs]);
  const gate = useMemo(() => ({ settled, settle }), [settled, settle]);
  return <GateContext.Provider value={gate}>{children}</GateContext.Provider>;
}

/** What is below the メッセージ card: hidden (but rendered) until the card has its first answer. */
export function BelowMessages({ children }: { children: ReactNode }) {
  const gate = useContext(GateContext);
  return (
    <div className="dashboard-below" hidden={gate ? !gate.settled : false}>
      {children}
    </div>
  );
}

/**
 * For the メッセージ card: `settled` once it shows its first answer (or its failure). A layout effect, so what is
 * below appears in the very frame the card grows.
 */
export function useMessagesSettled(settled: boolean): void {
  const gate = useContext(GateContext);
  useLayoutEffect(() => {
    if (settled) gate?.settle();
  }, [settled, gate]);
}

/** Whether what is below the メッセージ card shows (true without a gate: the card alone, in tests). */
export function useBelowMessagesShown(): boolean {
  const gate = useContext(GateContext);
  return gate ? gate.settled : true;
}
