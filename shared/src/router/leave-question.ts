import { useEffect, useRef } from 'react';

/**
 * A page's question before what the worker typed is thrown away: it is handed the way out (`leave`), asks
 * (「入力内容を破棄しますか？」), and calls `leave` only when the worker chooses to discard.
 */
export type LeaveQuestion = (leave: () => void) => void;

let held: LeaveQuestion | null = null;

/**
 * The page's own ways out (its back link, the back button) are its own to guard; the shell's — the header's links and
 * ログアウト — are not in its hands. A page holding input it keeps nowhere (the bank account form: never stored on the
 * phone) holds a question here while it has some; the shell leaves through `leaveOrAsk`. One page is open at a time:
 * the last holder asks.
 */
export function holdLeaveQuestion(ask: LeaveQuestion): () => void {
  held = ask;
  return () => {
    if (held === ask) held = null;
  };
}

/** Whether a page holds a question (the shell then takes a link's click instead of letting it navigate). */
export function leaveQuestionHeld(): boolean {
  return held !== null;
}

/** Leaves at once, or hands `leave` to the open page's question. */
export function leaveOrAsk(leave: () => void): void {
  if (held) held(leave);
  else leave();
}

/** For a page: holds `ask` while `active` (typed input not saved), the latest `ask` each time. */
export function useLeaveQuestion(active: boolean, ask: LeaveQuestion): void {
  const latest = useRef(ask);
  useEffect(() => {
    latest.current = ask;
  });
  useEffect(() => {
    if (!active) return undefined;
    return holdLeaveQuestion((leave) => latest.current(leave));
  }, [active]);
}
