
import type { DayChanges } from './day-answer';
import { ShiftDraftSchema } from 'features/shifts';
import { SHIFT_DRAFT_PREFIX } from 'shared/events';

// The worker's unsent edits survive a reload and a failed request: kept in localStorage per worker and
// period, parsed with ShiftDraftSchema when read (anything else is dropped), cleared after a submission and, by the
// shell, on sign-out (shared/events clears every key under SHIFT_DRAFT_PREFIX, since shared 0.17.0).

const PREFIX = `${SHIFT_DRAFT_PREFIX}v1`;

export function draftKey(workerId: string, periodId: string): string {
  return `${PREFIX}:${workerId}:${periodId}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The saved edits of this worker and period, or null when there are none (or they are unreadable). */
export function readDraft(workerId: string, periodId: string): DayChanges | null {
  const store = storage();
  if (!store) return null;
  const key = draftKey(workerId, periodId);
  try {
    const raw = store.getItem(key);
    if (raw === null) return null;
    const parsed = ShiftDraftSchema.safeParse(JSON.parse(raw));
    if (parsed.success && parsed.data.workerId === workerId && parsed.data.periodId === periodId) {
      return Object.keys(parsed.data.changes).length > 0 ? parsed.data.changes : null;
    }
    store.removeItem(key);
  } catch {
    // Not JSON, or storage refused: nothing to restore.
  }
  return null;
}

/** Saves the edits (or removes the draft when there are none). */
export function writeDraft(workerId: string, periodId: string, changes: DayChanges, now: Date = new Date()): void {
  const store = storage();
  if (!store) return;
  const key = draftKey(workerId, periodId);
  try {
    if (Object.keys(changes).length === 0) store.removeItem(key);
    else store.setItem(key, JSON.stringify({ version: 1, workerId, periodId, savedAt: now.toISOString(), changes }));
  } catch {
    // Quota exceeded or storage disabled: the page keeps the edits in memory.
  }
}

export function clearDraft(workerId: string, periodId: string): void {
  writeDraft(workerId, periodId, {});
}
