import type { Logger } from 'pino';
import { workerSalary } from 'features/domain';
import { nextMonth, previousMonth, tokyoDay, tokyoMonth } from 'features/salary/server';
import type { Db } from '../db/database';
import { hasAnyAdjustment, hasAnyReservation, insertAdjustment, insertDevReservations, type DevReservation } from './salary-repository';

/** How many months of history the demo worker gets (this month included). */
export const DEMO_SALARY_MONTHS = 14;

const CUSTOMERS = ['佐藤 様', '鈴木 様', '高橋 様', '田中 様', '伊藤 様', '渡辺 様'] as const;
const COURSES = [
  { course: '60分コース', minutes: 60, charge: 8000 },
  { course: '90分コース', minutes: 90, charge: 12000 },
  { course: '120分コース', minutes: 120, charge: 16000 },
  { course: 'お試し60分', minutes: 60, charge: 6500 },
] as const;

/** A small deterministic generator (the demo looks the same on every machine). */
function generator(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function pick<T>(items: readonly T[], r: number): T {
  return items[Math.floor(r * items.length) % items.length] as T;
}

/**
 * The demo worker's salary history (local/test only): about 14 months of completed reservations (the current
 * month: done ones completed, later ones confirmed), a 交通費 per month and two 調整 — so the chart, the year
 * switcher and all three statuses show at once. Idempotent: reservations are only added when the worker has
 * none (the reservations seed may have given them already), adjustments only when there are none.
 */
export async function seedSalary({ db, workerId, margin, now = new Date(), logger }: { db: Db; workerId: string; margin: number; now?: Date; logger?: Logger }): Promise<{ reservations: number; adjustments: number }> {
  const current = tokyoMonth(now);
  const today = tokyoDay(now);
  let first = current;
  for (let i = 1; i < DEMO_SALARY_MONTHS; i += 1) first = previousMonth(first);
  const months: string[] = [];
  for (let m = first; m <= current; m = nextMonth(m)) months.push(m);

  let reservations = 0;
  if (!(await hasAnyReservation(db, workerId))) {
    const rows: DevReservation[] = [];
    months.forEach((month, index) => {
      const random = generator(index + 7);
      const count = 5 + Math.floor(random() * 5);
      const days = [...new Set(Array.from({ length: count }, () => 1 + Math.floor(random() * 28)))].sort((a, b) => a - b);
      for (const day of days) {
        const date = `${month}-${String(day).padStart(2, '0')}`;
        const c = pick(COURSES, random());
        const charge = c.charge + 500 * Math.floor(random() * 3);
        const hour = 1 + Math.floor(random() * 8); // 10:00–17:00 in Tokyo
        rows.push({
          startsAt: new Date(`${date}T${String(hour).padStart(2, '0')}:00:00Z`),
          minutes: c.minutes,
          customerName: pick(CUSTOMERS, random()),
          course: c.course,
          charge,
          margin,
          takeHome: workerSalary(charge, margin),
          status: date < today ? 'completed' : 'confirmed',
        });
      }
    });
    reservations = (await insertDevReservations(db, workerId, rows)).length;
  }

  let adjustments = 0;
  if (!(await hasAnyAdjustment(db, workerId))) {
    for (const [index, month] of months.entries()) {
      await insertAdjustment(db, { workerId, month, kind: 'transport', reason: '交通費', amount: 800 + 200 * (index % 5) });
      adjustments += 1;
    }
    const special = months[months.length - 3];
    const correction = months[months.length - 2];
    if (special) await insertAdjustment(db, { workerId, month: special, kind: 'adjustment', reason: '繁忙期手当', amount: 3000 });
    if (correction) await insertAdjustment(db, { workerId, month: correction, kind: 'adjustment', reason: '前月分の交通費の差額', amount: -400 });
    adjustments += 2;
  }
  logger?.info({ workerId, reservations, adjustments, months: months.length }, 'salary demo seeded');
  return { reservations, adjustments };
}
