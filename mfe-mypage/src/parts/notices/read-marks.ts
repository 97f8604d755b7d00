// Opening a notice marks it read (POST /workerapi/notices/:id/read) without holding up the page. A list or count
// read right after — the worker goes straight back to お知らせ or to my page — must not show it unread again: it
// waits for the marks still on their way (a failed mark only leaves the notice unread).
import { markNoticeRead } from 'features/mypage';

const pending = new Set<Promise<unknown>>();

/** Marks a notice read; lists and counts loaded meanwhile wait for it. */
export function markRead(id: string): void {
  const mark: Promise<unknown> = markNoticeRead(id).catch(() => undefined);
  pending.add(mark);
  void mark.finally(() => pending.delete(mark));
}

/** Resolves once every mark sent so far has been answered (at once when there is none). */
export function readMarksSettled(): Promise<void> {
  return Promise.allSettled([...pending]).then(() => undefined);
}
