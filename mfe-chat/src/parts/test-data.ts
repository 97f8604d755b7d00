import type { ReservationDetail, ReservationSummary } from 'features/chat';

const HOUR = 60 * 60 * 1000;

/** A list row starting `startInHours` from now (tests only). */
export function summary(over: Partial<ReservationSummary> & { startInHours?: number } = {}): ReservationSummary {
  const { startInHours = 48, ...rest } = over;
  const startsAt = new Date(Date.now() + startInHours * HOUR);
  return {
    id: '11111111-1111-4111-8111-111111111111',
    status: 'requested',
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 2 * HOUR).toISOString(),
    course: 'スタンダードコース',
    courseMinutes: 120,
    area: '東京都世田谷区',
    customer: { id: '22222222-2222-4222-8222-222222222222', displayName: '佐藤 美咲' },
    charge: 12000,
    margin: 30,
    takeHome: 8400,
    marginFixed: false,
    answerDeadline: new Date(Date.now() + 3 * HOUR + 10 * 60_000).toISOString(),
    cancelledBy: null,
    ...rest,
  };
}

export function detail(over: Partial<ReservationDetail> & { startInHours?: number } = {}): ReservationDetail {
  const { startInHours, ...rest } = over;
  return {
    ...summary(startInHours === undefined ? {} : { startInHours }),
    customerNote: 'キッチンまわりを中心にお願いします。',
    address: null,
    accessNotes: null,
    requestedAt: new Date(Date.now() - HOUR).toISOString(),
    answeredAt: null,
    completedAt: null,
    cancelledAt: null,
    reasonCode: null,
    reasonText: null,
    history: [{ status: 'requested', actor: 'customer', at: new Date(Date.now() - HOUR).toISOString(), reasonCode: null, reasonText: null }],
    ...rest,
  };
}
