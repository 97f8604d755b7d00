import { describe, expect, it } from 'vitest';
import type { ReservationSummary } from 'features/chat';
import { groupByDay } from './list-model';

const row = (id: string, startsAt: string): ReservationSummary => ({
  id, status: 'confirmed', startsAt, endsAt: startsAt, course: 'c', courseMinutes: 60, area: 'a',
  customer: { id: 'c', displayName: 'n' }, charge: 0, margin: 0, takeHome: 0, marginFixed: true, answerDeadline: startsAt, cancelledBy: null,
});

describe('groupByDay', () => {
  it('groups by the Tokyo day with 今日 / 明日 and keeps the order', () => {
    const now = new Date('2026-11-23T03:00:00Z');
    const groups = groupByDay(
      [row('a', '2026-11-23T05:00:00Z'), row('b', '2026-11-23T14:00:00Z'), row('c', '2026-11-23T15:30:00Z'), row('d', '2026-11-28T01:00:00Z')],
      now,
      () => undefined,
    );
    expect(groups.map((g) => [g.day.relative, g.day.text, g.items.map((i) => i.id)])).toEqual([
      ['今日', '11月23日(月)', ['a', 'b']],
      ['明日', '11月24日(火)', ['c']],
      [null, '11月28日(土)', ['d']],
    ]);
    expect(groups[2]?.day.kind).toBe('saturday');
  });
});
