import { UI } from 'shared/messages';
import { Link } from 'shared/router';
import { useResource } from 'shared/ui';
import { compareText, dateLabel, tokyoDate, tokyoTimeOfDay, yenLabel } from 'features/domain';
import { readMarksSettled } from '../notices/read-marks';
import { useRetryAttempt } from './dashboard-retry';
import { useReloadOnRefresh } from './use-reload-on-refresh';
import { getDashboardShifts, getNotices, getSalaryEstimate, MYPAGE_UI, NOTICE_UI, type DashboardShift as ConfirmedShift, type SalaryEstimate } from 'features/mypage';

/**
 * The next confirmed shift that has not ended (earliest date, then start time), or null: on or after `today` (the
 * server's Tokyo date), and of today's only one whose end is still ahead at `now` — a morning shift is not the
 * "next" one in the evening. An end at or before the start ends the next day (an overnight shift), so it is still
 * ahead today. The time of day is the device's clock read in Tokyo, used only when the device agrees on the date.
 */
export function nextConfirmedShift(confirmed: readonly ConfirmedShift[], today: string, now: Date = new Date()): ConfirmedShift | null {
  const time = tokyoDate(now) === today ? tokyoTimeOfDay(now) : null;
  const ended = (s: ConfirmedShift) => s.date === today && time !== null && s.endTime > s.startTime && s.endTime <= time;
  const upcoming = confirmed
    .filter((s) => s.date >= today && !ended(s))
    .sort((a, b) => compareText(a.date, b.date) || compareText(a.startTime, b.startTime));
  return upcoming[0] ?? null;
}

/** Unread notices: how many, with a link to /mypage/info. */
export function UnreadNoticesCard() {
  const { state, reload } = useResource('dashboard-notices', (signal) =>
    readMarksSettled().then(() => getNotices({ signal })).then(({ unreadCount }) => unreadCount),
  );
  useRetryAttempt(state.status === 'error', reload);
  // Asked again when the connection returns and when the worker comes back (a notice read in another tab).
  useReloadOnRefresh(reload);
  const count = state.status === 'ready' ? state.value : state.status === 'error' ? 'error' : null;
  const text = count === 'error' ? MYPAGE_UI.noticesUnavailable : count === null ? UI.loading : count > 0 ? MYPAGE_UI.unreadNotices(count) : MYPAGE_UI.noUnreadNotices;
  return (
    <Link className={`dashboard-card dashboard-card--three-lines${typeof count === 'number' && count > 0 ? ' dashboard-card--attention' : ''}`} to="/mypage/info" data-testid="dashboard-notices">
      <span className="dashboard-card__title">{NOTICE_UI.title}</span>
      <span className="dashboard-card__body" aria-live="polite">
        {typeof count === 'number' && count > 0 && <span className="notice-badge">{count}</span>}
        {text}
      </span>
    </Link>
  );
}

/**
 * The next confirmed shift when the shifts API answers (GET /workerapi/shifts); otherwise only the link to the
 * shift list — never an invented shift. A first load that failed says so, as the other cards do (the dashboard's
 * 再試行 asks again); a failed refresh keeps what is shown.
 */
export function NextShiftCard() {
  const { state, reload } = useResource('dashboard-next-shift', (signal) =>
    getDashboardShifts({ signal }).then(({ confirmed, today }) => nextConfirmedShift(confirmed, today)),
  );
  useRetryAttempt(state.status === 'error', reload);
  // Asked again when the connection returns and when the worker comes back (a shift confirmed meanwhile).
  useReloadOnRefresh(reload);
  const shift = state.status === 'ready' ? state.value : undefined;
  return (
    // No confirmed shift yet (a new worker, say): the card leads to シフト提出, the step that gets one.
    <Link className="dashboard-card dashboard-card--three-lines" to={shift === null ? '/mypage/shift-submit' : '/mypage/shift-list'} data-testid="dashboard-next-shift">
      <span className="dashboard-card__title">{MYPAGE_UI.nextShiftTitle}</span>
      <span className="dashboard-card__body">
        {state.status === 'error'
          ? MYPAGE_UI.nextShiftUnavailable
          : shift === undefined
          ? MYPAGE_UI.nextShiftLink
          : shift === null
            ? (
                <span>
                  {MYPAGE_UI.nextShiftNone}
                  <br />
                  <span className="dashboard-card__action">{MYPAGE_UI.nextShiftSubmit}</span>
                </span>
              )
            : (
                // The time and the place each wrap as a whole (never 「渋／谷店」), as on the reservation card.
                <span>
                  <span className="dashboard-card__keep">{MYPAGE_UI.nextShiftWhen(dateLabel(shift.date), shift.startTime, shift.endTime)}</span>{' '}
                  <span className="dashboard-card__keep">{shift.place}</span>
                </span>
              )}
      </span>
    </Link>
  );
}

/**
 * This month's pay: the real 見込み from GET /workerapi/salaries when it answers; otherwise the link only (no
 * invented numbers). A first load that failed says so (the dashboard's 再試行 asks again).
 */
export function SalaryCard() {
  const { state, reload } = useResource('dashboard-salary', (signal) => getSalaryEstimate({ signal }));
  useRetryAttempt(state.status === 'error', reload);
  // Asked again when the connection returns and when the worker comes back (work completed meanwhile).
  useReloadOnRefresh(reload);
  const estimate: SalaryEstimate | undefined = state.status === 'ready' ? state.value : undefined;
  return (
    <Link className="dashboard-card dashboard-card--three-lines" to="/mypage/salary" data-testid="dashboard-salary">
      <span className="dashboard-card__title">{MYPAGE_UI.salaryTitle}</span>
      {estimate ? (
        <span className="dashboard-card__body" data-testid="dashboard-salary-estimate">
          {MYPAGE_UI.salaryEstimate(Number(estimate.month.slice(5)), yenLabel(estimate.total))}
        </span>
      ) : null}
      <span className="dashboard-card__body">{state.status === 'error' ? MYPAGE_UI.salaryUnavailable : MYPAGE_UI.salaryLink}</span>
    </Link>
  );
}
