import { describe, expect, it } from 'vitest';
import { scriptedApi } from 'shared/testing/api';
import { getSalaryEstimate } from './salary-estimate';

const reply = scriptedApi('tok');

describe('my page\'s read model of GET /workerapi/salaries', () => {
  it('reads this month\'s estimate and ignores the fields the card does not show', async () => {
    const months = Array.from({ length: 12 }, (_, i) => ({
      month: `2026-${String(i + 1).padStart(2, '0')}`, status: 'paid', payDate: '2026-01-23', total: i === 10 ? 45500 : 1000, workCount: 1, adjustmentCount: 0,
    }));
    const requests = reply([{ status: 200, body: { year: 2026, currentMonth: '2026-11', years: [2026], yearTotal: 56500, months } }]);
    await expect(getSalaryEstimate()).resolves.toEqual({ month: '2026-11', total: 45500 });
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/workerapi/salaries' });
    expect(requests[0]?.headers.Authorization).toBe('Bearer tok');
  });

  it('a month without work reads as 0', async () => {
    reply([{ status: 200, body: { currentMonth: '2027-01', months: [] } }]);
    await expect(getSalaryEstimate()).resolves.toEqual({ month: '2027-01', total: 0 });
  });
});
