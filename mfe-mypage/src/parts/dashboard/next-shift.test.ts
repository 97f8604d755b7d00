import { describe, expect, it } from 'vitest';
import { nextConfirmedShift } from './dashboard-cards';

const shift = (date: string, startTime: string, endTime: string, place = '渋谷店') => ({ date, startTime, endTime, place });
// 2026-12-03 in Tokyo at the given wall-clock time (UTC+9).
const tokyo = (date: string, time: string) => new Date(`${date}T${time}:00+09:00`);

describe('the 次のシフト card: the next confirmed shift that has not ended', () => {
  const morning = shift('2026-12-03', '09:00', '13:00');
  const evening = shift('2026-12-03', '17:00', '22:00', '新宿店');
  const saturday = shift('2026-12-05', '10:00', '18:00');

  it("is today's shift while it has not ended, the next one once it has", () => {
    expect(nextConfirmedShift([saturday, evening, morning], '2026-12-03', tokyo('2026-12-03', '08:00'))).toEqual(morning);
    expect(nextConfirmedShift([saturday, evening, morning], '2026-12-03', tokyo('2026-12-03', '12:59'))).toEqual(morning);
    expect(nextConfirmedShift([saturday, evening, morning], '2026-12-03', tokyo('2026-12-03', '13:00'))).toEqual(evening);
    expect(nextConfirmedShift([saturday, evening, morning], '2026-12-03', tokyo('2026-12-03', '22:00'))).toEqual(saturday);
  });

  it('never a shift of a past day, and none when nothing is ahead', () => {
    expect(nextConfirmedShift([shift('2026-12-02', '09:00', '18:00')], '2026-12-03', tokyo('2026-12-03', '08:00'))).toBeNull();
    expect(nextConfirmedShift([morning], '2026-12-03', tokyo('2026-12-03', '23:00'))).toBeNull();
  });

  it('an overnight shift (its end at or before its start) is still ahead on its own day', () => {
    const night = shift('2026-12-03', '22:00', '05:00');
    expect(nextConfirmedShift([saturday, night], '2026-12-03', tokyo('2026-12-03', '23:30'))).toEqual(night);
  });

  it("keeps today's shifts when the device's clock is on another date than the server", () => {
    expect(nextConfirmedShift([saturday, morning], '2026-12-03', tokyo('2026-12-02', '23:00'))).toEqual(morning);
    expect(nextConfirmedShift([saturday, morning], '2026-12-03', tokyo('2026-12-04', '10:00'))).toEqual(morning);
  });
});
