import { describe, expect, it, vi } from 'vitest';

const marks = vi.hoisted(() => ({ answers: [] as Array<{ resolve: () => void; reject: (e: unknown) => void }> }));
vi.mock('features/mypage', () => ({
  markNoticeRead: () =>
    new Promise<void>((resolve, reject) => {
      marks.answers.push({ resolve, reject });
    }),
}));

const { markRead, readMarksSettled } = await import('./read-marks');

/** True once the promise has settled (checked after the microtasks queued so far). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => { done = true; });
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  return done;
}

describe('notice read marks: a list loaded right after opening a notice waits for its mark', () => {
  it('nothing on its way: at once', async () => {
    expect(await settled(readMarksSettled())).toBe(true);
  });

  it('waits for every mark sent so far, answered or failed', async () => {
    markRead('n1');
    markRead('n2');
    const waiting = readMarksSettled();
    expect(await settled(waiting)).toBe(false);
    marks.answers[0]?.resolve();
    expect(await settled(waiting)).toBe(false);
    marks.answers[1]?.reject(new Error('offline')); // a failed mark leaves the notice unread; the list still loads
    expect(await settled(waiting)).toBe(true);
    expect(await settled(readMarksSettled())).toBe(true);
  });
});
