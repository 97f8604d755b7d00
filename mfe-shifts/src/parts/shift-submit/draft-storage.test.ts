import { afterEach, describe, expect, it } from 'vitest';
import { SHIFT_DRAFT_PREFIX, clearWorkerDrafts } from 'shared/events';
import { clearDraft, draftKey, readDraft, writeDraft } from './draft-storage';

const changes = { '2025-06-02': { answer: 'maru' as const, note: '', startTime: '', endTime: '' }, '2025-06-03': null };

afterEach(() => window.localStorage.clear());

describe('the draft in localStorage (per worker and period, parsed with zod)', () => {
  it('keeps the key of before (drafts already on a phone are found) under the prefix the shell clears on sign-out', () => {
    expect(draftKey('w1', 'p1')).toBe('worker-shifts:draft:v1:w1:p1');
    expect(draftKey('w1', 'p1').startsWith(SHIFT_DRAFT_PREFIX)).toBe(true);
    writeDraft('w1', 'p1', changes, new Date('2025-05-20T00:00:00Z'));
    clearWorkerDrafts();
    expect(readDraft('w1', 'p1')).toBeNull();
  });

  it('round-trips the edits and clears them', () => {
    writeDraft('w1', 'p1', changes, new Date('2025-05-20T00:00:00Z'));
    expect(readDraft('w1', 'p1')).toEqual(changes);
    expect(readDraft('w2', 'p1')).toBeNull();
    expect(readDraft('w1', 'p2')).toBeNull();
    clearDraft('w1', 'p1');
    expect(window.localStorage.getItem(draftKey('w1', 'p1'))).toBeNull();
  });

  it('drops anything that does not parse', () => {
    window.localStorage.setItem(draftKey('w1', 'p1'), JSON.stringify({ version: 1, workerId: 'w1', periodId: 'p1', savedAt: 'x', changes: { '2025-06-02': { answer: '○' } } }));
    expect(readDraft('w1', 'p1')).toBeNull();
    expect(window.localStorage.getItem(draftKey('w1', 'p1'))).toBeNull();
    window.localStorage.setItem(draftKey('w1', 'p1'), '{not json');
    expect(readDraft('w1', 'p1')).toBeNull();
  });

  it('a draft saved for another worker under this key is not restored', () => {
    window.localStorage.setItem(draftKey('w1', 'p1'), JSON.stringify({ version: 1, workerId: 'w2', periodId: 'p1', savedAt: '2025-05-20T00:00:00.000Z', changes }));
    expect(readDraft('w1', 'p1')).toBeNull();
  });
});
