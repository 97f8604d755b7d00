import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  canReportCompletion,
  canTransition,
  effectiveStatus,
  findClash,
  isAddressVisible,
  isDeadlineUrgent,
  isExpired,
  reservationTabOf,
  isFinal,
  isLateCancellation,
  overlappingShifts,
  overlapsWithBuffer,
  shiftDaysAround,
  shiftRange,
  takeHomeShown,
} from './rules';
import { RESERVATION_ACTORS, RESERVATION_STATUSES, type ReservationActor, type ReservationStatus } from './schemas';

const at = (iso: string) => new Date(iso);

describe('the reservation state machine', () => {
  const allowed: [ReservationStatus, ReservationStatus, ReservationActor][] = [
    ['requested', 'confirmed', 'worker'],
    ['requested', 'declined', 'worker'],
    ['requested', 'expired', 'system'],
    ['requested', 'cancelled', 'customer'],
    ['confirmed', 'completed', 'worker'],
    ['confirmed', 'cancelled', 'worker'],
    ['confirmed', 'cancelled', 'customer'],
  ];
  const key = (t: readonly [string, string, string]) => t.join('→');
  const allowedKeys = new Set(allowed.map(key));

  it.each(allowed)('%s → %s by %s is allowed', (from, to, actor) => {
    expect(canTransition(from, to, actor)).toBe(true);
  });

  it('every other transition (status × status × actor) is refused', () => {
    const refused: string[] = [];
    for (const from of RESERVATION_STATUSES)
      for (const to of RESERVATION_STATUSES)
        for (const actor of RESERVATION_ACTORS) {
          const k = key([from, to, actor]);
          if (allowedKeys.has(k)) continue;
          if (canTransition(from, to, actor)) refused.push(k);
        }
    expect(refused).toEqual([]);
    // 6 × 6 × 3 combinations, 7 of them allowed
    expect(RESERVATION_STATUSES.length * RESERVATION_STATUSES.length * RESERVATION_ACTORS.length - allowed.length).toBe(101);
  });

  it('完了, 辞退, 期限切れ, キャンセル are final; 依頼中 and 確定 are not', () => {
    expect(RESERVATION_STATUSES.filter(isFinal)).toEqual(['completed', 'declined', 'expired', 'cancelled']);
  });
});

describe('deadline expiry', () => {
  const r = { status: 'requested' as const, answerDeadline: '2026-11-23T10:00:00Z' };
  it('a request is open until just before its deadline and expired from the deadline on', () => {
    expect(isExpired(r, at('2026-11-23T09:59:59.999Z'))).toBe(false);
    expect(isExpired(r, at('2026-11-23T10:00:00Z'))).toBe(true);
    expect(effectiveStatus(r, at('2026-11-23T11:00:00Z'))).toBe('expired');
    expect(effectiveStatus(r, at('2026-11-23T09:00:00Z'))).toBe('requested');
  });
  it('only requests expire', () => {
    expect(effectiveStatus({ ...r, status: 'confirmed' }, at('2026-12-01T00:00:00Z'))).toBe('confirmed');
  });
  it('an expired request offers no button', () => {
    const request = { ...r, startsAt: '2026-11-24T10:00:00Z' };
    expect(allowedActions(request, at('2026-11-23T09:00:00Z'))).toEqual(['accept', 'decline']);
    expect(allowedActions(request, at('2026-11-23T10:00:00Z'))).toEqual([]);
  });
});

describe('the take-home a worker is shown', () => {
  const base = { answerDeadline: '2026-11-23T10:00:00Z', takeHome: 4200 };
  const now = at('2026-11-23T09:00:00Z');
  it('fixed once accepted, an estimate before, for what can still be paid', () => {
    expect(takeHomeShown({ ...base, status: 'confirmed', marginFixed: true }, now)).toEqual({ kind: 'fixed', yen: 4200 });
    expect(takeHomeShown({ ...base, status: 'completed', marginFixed: true }, now)).toEqual({ kind: 'fixed', yen: 4200 });
    expect(takeHomeShown({ ...base, status: 'requested', marginFixed: false }, now)).toEqual({ kind: 'estimate', yen: 4200 });
  });
  it('nothing for a declined, expired or cancelled reservation, even with a take-home fixed at acceptance', () => {
    for (const status of ['declined', 'expired', 'cancelled'] as const) {
      expect(takeHomeShown({ ...base, status, marginFixed: true }, now)).toEqual({ kind: 'none' });
    }
    // a request past its deadline is expired before workerapi has stored it
    expect(takeHomeShown({ ...base, status: 'requested', marginFixed: false }, at('2026-11-23T10:00:00Z'))).toEqual({ kind: 'none' });
  });
});

describe('overlap with the 30-minute travel buffer', () => {
  const a = { startsAt: '2026-11-23T01:00:00Z', endsAt: '2026-11-23T03:00:00Z' }; // 10:00–12:00 JST
  const range = (start: string, end: string) => ({ startsAt: `2026-11-23T${start}:00Z`, endsAt: `2026-11-23T${end}:00Z` });

  it('overlapping times clash', () => {
    expect(overlapsWithBuffer(a, range('02:00', '04:00'))).toBe(true);
    expect(overlapsWithBuffer(a, range('00:00', '05:00'))).toBe(true);
  });
  it('a start less than 30 minutes after the end clashes; exactly 30 minutes does not', () => {
    expect(overlapsWithBuffer(a, range('03:29', '05:00'))).toBe(true);
    expect(overlapsWithBuffer(a, range('03:30', '05:00'))).toBe(false);
  });
  it('an end less than 30 minutes before the start clashes; exactly 30 minutes does not', () => {
    expect(overlapsWithBuffer(a, range('00:00', '00:31'))).toBe(true);
    expect(overlapsWithBuffer(a, range('00:00', '00:30'))).toBe(false);
  });
  it('is symmetric and the buffer can be set', () => {
    const b = range('03:10', '04:00');
    expect(overlapsWithBuffer(a, b)).toBe(overlapsWithBuffer(b, a));
    expect(overlapsWithBuffer(a, b, 0)).toBe(false);
  });
  it('findClash names the first clashing reservation', () => {
    const others = [{ id: 'x', ...range('05:00', '06:00') }, { id: 'y', ...range('03:15', '04:00') }];
    expect(findClash(a, others)?.id).toBe('y');
    expect(findClash(a, others.slice(0, 1))).toBeUndefined();
  });
});

describe('overlap with a 確定 shift', () => {
  const shibuya = { date: '2026-12-14', startTime: '10:00', endTime: '17:00', place: '渋谷店' };
  const evening = { date: '2026-12-14', startTime: '19:00', endTime: '22:00', place: '新宿店' };
  it('a shift is its Tokyo wall clock', () => {
    expect(shiftRange(shibuya)).toEqual({ startsAt: at('2026-12-14T01:00:00Z'), endsAt: at('2026-12-14T08:00:00Z') });
  });
  it('inside, or closer than the travel buffer, overlaps; 30 minutes apart does not; by start', () => {
    // 12:00〜14:00 JST
    expect(overlappingShifts({ startsAt: '2026-12-14T03:00:00Z', endsAt: '2026-12-14T05:00:00Z' }, [evening, shibuya])).toEqual([shibuya]);
    // 17:20〜18:40 JST: too close to both
    expect(overlappingShifts({ startsAt: '2026-12-14T08:20:00Z', endsAt: '2026-12-14T09:40:00Z' }, [evening, shibuya])).toEqual([shibuya, evening]);
    // 17:30〜18:30 JST: exactly the buffer from both
    expect(overlappingShifts({ startsAt: '2026-12-14T08:30:00Z', endsAt: '2026-12-14T09:30:00Z' }, [evening, shibuya])).toEqual([]);
  });
  it('the days to read: the buffer can reach the day before or after', () => {
    // 00:10〜23:50 JST on 12月14日
    expect(shiftDaysAround({ startsAt: '2026-12-13T15:10:00Z', endsAt: '2026-12-14T14:50:00Z' })).toEqual({ from: '2026-12-13', to: '2026-12-15' });
    expect(shiftDaysAround({ startsAt: '2026-12-14T03:00:00Z', endsAt: '2026-12-14T05:00:00Z' })).toEqual({ from: '2026-12-14', to: '2026-12-14' });
  });
});

describe('address visibility', () => {
  const r = { status: 'confirmed' as const, endsAt: '2026-11-23T03:00:00Z' };
  it('is visible while confirmed, up to 24 h after the end', () => {
    expect(isAddressVisible(r, at('2026-11-20T00:00:00Z'))).toBe(true);
    expect(isAddressVisible(r, at('2026-11-24T03:00:00Z'))).toBe(true);
    expect(isAddressVisible(r, at('2026-11-24T03:00:00.001Z'))).toBe(false);
  });
  it('is hidden for every other status', () => {
    for (const status of RESERVATION_STATUSES.filter((s) => s !== 'confirmed')) {
      expect(isAddressVisible({ ...r, status }, at('2026-11-23T00:00:00Z'))).toBe(false);
    }
  });
});

describe('completion and late cancellation', () => {
  const r = { status: 'confirmed' as const, startsAt: '2026-11-23T01:00:00Z', answerDeadline: '2026-11-22T00:00:00Z' };
  it('completion only from the start time on', () => {
    expect(canReportCompletion(r, at('2026-11-23T00:59:59Z'))).toBe(false);
    expect(canReportCompletion(r, at('2026-11-23T01:00:00Z'))).toBe(true);
    expect(allowedActions(r, at('2026-11-23T00:00:00Z'))).toEqual(['cancel']);
    expect(allowedActions(r, at('2026-11-23T02:00:00Z'))).toEqual(['complete', 'cancel']);
  });
  it('a cancellation less than 24 h before the start is late', () => {
    expect(isLateCancellation(r, at('2026-11-22T01:00:00Z'))).toBe(false);
    expect(isLateCancellation(r, at('2026-11-22T01:00:01Z'))).toBe(true);
  });
});

describe('the answer deadline in red, and the tab a reservation is listed under', () => {
  const now = new Date('2026-11-23T03:00:00Z');
  it('urgent under 3 hours left, not at a day nor once passed', () => {
    expect(isDeadlineUrgent('2026-11-23T05:59:00Z', now)).toBe(true);
    expect(isDeadlineUrgent('2026-11-23T06:00:00Z', now)).toBe(false);
    expect(isDeadlineUrgent('2026-11-24T03:00:00Z', now)).toBe(false);
    expect(isDeadlineUrgent('2026-11-23T03:00:00Z', now)).toBe(false);
  });
  it('依頼 the requests, 予定 the confirmed, 過去 the rest', () => {
    expect(reservationTabOf('requested')).toBe('requests');
    expect(reservationTabOf('confirmed')).toBe('upcoming');
    for (const s of ['completed', 'declined', 'expired', 'cancelled'] as const) expect(reservationTabOf(s)).toBe('past');
  });
});
