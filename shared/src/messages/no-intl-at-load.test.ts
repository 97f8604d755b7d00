import { afterEach, describe, expect, it, vi } from 'vitest';

// shared/messages is in the shell's start file: an Intl formatter made when it loads costs every page the
// locale's ICU data (20–50 ms of main thread on a phone) before anything is shown. It is made on first use.
describe('shared/messages loads without making an Intl formatter', () => {
  afterEach(() => vi.restoreAllMocks());

  it('imports with no Intl constructor called; a date limit message still formats its date', async () => {
    vi.resetModules();
    const made = [vi.spyOn(Intl, 'DateTimeFormat'), vi.spyOn(Intl, 'NumberFormat'), vi.spyOn(Intl, 'Collator')];
    const messages = await import('./index');
    for (const spy of made) expect(spy).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    const { z } = await import('zod/mini');
    const schema = z.object({ date: z.date().check(z.gte(new Date('2024-03-31T15:00:00Z'))) });
    const result = schema.safeParse({ date: new Date('2024-03-30T15:00:00Z') }, { error: messages.jaErrorMap({ date: '勤務日' }) });
    expect(result.error?.issues[0]?.message).toBe('勤務日は2024年4月1日以降の日付を入力してください');
  });
});
