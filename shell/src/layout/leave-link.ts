import type { MouseEvent } from 'react';
import { leaveOrAsk, leaveQuestionHeld } from 'shared/router';

/**
 * A header link's click while the open page holds a question before its typed input is thrown away (shared/router
 * useLeaveQuestion: the bank account form): the link does not navigate; the page asks, and `go` runs only when the
 * worker discards. A click that opens another tab or window (a modifier, another button) is left to the browser.
 */
export function askBeforeLeaving(event: MouseEvent<HTMLAnchorElement>, go: () => void): void {
  if (!leaveQuestionHeld() || event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  event.preventDefault();
  leaveOrAsk(go);
}
