// Japanese strings of the shifts area (/mypage/shift-submit, /mypage/shift-list) and of the workerapi
// shifts endpoints. Extend additively: a remote deployed earlier must still find the keys it reads.

// Dates as a worker reads them (one implementation for every slice: ../domain/date-labels); the shift pages
// know them by these names.
export { WEEKDAY_LABELS, WEEKDAY_FULL_LABELS, dateLabel as shiftDateLabel, monthLabel as shiftMonthLabel, instantLabel as shiftInstantLabel } from '../domain/date-labels';

/** The mark on a calendar day to fix (要確認), named by the message that sends the worker to it. */
const NEEDS_FIX_MARK = '!';

/** What the shifts pages show. */
export const SHIFTS_UI = {
  // /mypage/shift-submit
  submitTitle: 'シフト提出',
  loading: 'シフトを読み込み中…',
  loadError: 'シフトを読み込めませんでした。',
  periodLabel: '提出期間',
  periodRange: (start: string, end: string): string => `${start}〜${end}`,
  deadlineLabel: '提出期限',
  statusOpen: '受付中',
  statusClosed: '締切済み',
  timeLeftDays: (days: number, hours: number): string => `締切まであと${days}日${hours}時間`,
  timeLeftHours: (hours: number, minutes: number): string => `締切まであと${hours}時間${minutes}分`,
  timeLeftMinutes: (minutes: number): string => `締切まであと${minutes}分`,
  timeLeftSoon: 'まもなく締切です',
  closedNotice: '提出期限を過ぎたため、この期間の回答は変更できません。',
  unsentAtDeadline: '締切までに提出されなかった変更は送信されていません。',
  noPeriod: '現在、提出できる期間はありません。',
  legendTitle: '記号の意味',
  calendarCaption: (month: string): string => `${month}のカレンダー`,
  holiday: '祝日',
  today: '今日',
  unanswered: '未回答',
  pastDay: '過ぎた日',
  pastDayLocked: 'この日は過ぎているため、回答は変更できません。',
  closedDayLocked: '提出期限を過ぎたため、回答は変更できません。',
  dayNeedsFix: '要確認',
  /** The mark on a 要確認 day's calendar cell (the cell's name says 要確認; the cell has no room for the word). */
  dayNeedsFixMark: NEEDS_FIX_MARK,
  quickFillTitle: 'まとめて入力',
  fillWeekdaysMaru: '平日をすべて○',
  fillWeekendsBatsu: '土日・祝日をすべて×',
  copyPrevious: '前回の回答をコピー',
  noPreviousAnswers: '前回の期間の回答がないため、コピーできません。',
  quickFilled: (days: number, replaced = 0): string =>
    replaced > 0 ? `${days}日分を入力しました（入力済みの${replaced}日を上書き）。` : `${days}日分を入力しました。`,
  quickFillUndo: '元に戻す',
  quickFillUndone: 'まとめて入力する前の回答に戻しました。',
  answeredCount: (answered: number, total: number): string => `回答済み ${answered} / ${total}日`,
  dayEditorTitle: (date: string): string => `${date}の回答`,
  dayEditorHint: '日付を選んで、○ △ × から選んでください。',
  answerChoices: '回答',
  noteLabel: 'メモ（△のときの条件）',
  noteHint: '例: 午前のみ、17時以降なら可。100文字まで',
  timeRangeLabel: '勤務できる時間帯（任意）',
  startTimeLabel: '開始時刻',
  endTimeLabel: '終了時刻',
  clearAnswer: 'この日の回答を取り消す',
  nextDay: '次の日へ',
  submit: '提出する',
  submitting: '提出中…',
  nothingToSubmit: '提出する回答がありません。日付を選んで回答を入力してください。',
  // Names what the calendar shows: the mark the worker sees on the day, and 要確認, what a screen reader hears for it.
  fixErrors: `入力内容に誤りがあります。「${NEEDS_FIX_MARK}」の付いた日（要確認）を確認してください。`,
  submitted: (at: string, days: number): string => `${at}に${days}日分の回答を提出しました。`,
  submittedOnlyEditable: '過ぎた日の回答は送信されません。',
  submittedTitle: '提出しました',
  lastSubmitted: (at: string, days: number): string => `最終提出: ${at}（${days}日分）`,
  notSubmittedYet: 'この期間はまだ提出していません。',
  draftRestored: '前回の入力内容を復元しました。提出するまで送信されません。',
  draftDiscard: '入力内容を破棄',
  draftKept: '入力内容はこの端末に保存されています。もう一度お試しください。',
  goToList: 'シフト一覧を見る',
  reloadLatest: '最新の回答を読み込む',
  /** After a submission failed offline, once the connection is back (nothing is sent by itself). */
  onlineAgainSubmit: '接続が戻りました。回答はまだ提出されていません。入力内容はそのまま残っているので、「提出する」を押してください。',
  reloadedLatest: '最新の回答を読み込みました。入力中の内容はそのまま残っています。確認して提出してください。',

  // /mypage/shift-list
  listTitle: 'シフト一覧',
  // Confirmed shifts (確定) and the answers submitted (提出済み: ○ △ ×, not work yet) stand together: the headings say both.
  upcoming: '今後のシフトと提出した回答',
  past: '過去のシフトと回答',
  empty: 'シフトはまだありません。',
  emptyUpcoming: '今後のシフトと提出した回答はありません。',
  goToSubmit: 'シフトを提出する',
  confirmedBadge: '確定',
  answerBadge: '提出済み',
  monthHeading: (year: number, month: number): string => `${year}年${month}月`,
  timeRange: (start: string, end: string): string => `${start}〜${end}`,
  placeLabel: '場所',
  deleteAnswer: (date: string): string => `${date}の回答を削除`,
  deleteTitle: '回答を削除しますか？',
  deleteBody: (date: string, answer: string): string => `${date}の回答「${answer}」を削除します。この操作は取り消せません。`,
  deleteConfirm: '削除する',
  deleting: '削除中…',
  deleted: (date: string): string => `${date}の回答を削除しました。`,
  notDeletableConfirmed: '確定済みのシフトは削除できません',
} as const;

/** The messages of workerapi's shifts endpoints (4xx answers and field messages). */
export const SHIFT_API_MESSAGES = {
  SHIFT_PERIOD_NOT_FOUND: '提出期間が見つかりません。ページを更新してください。',
  SHIFT_PERIOD_CLOSED: '提出期限を過ぎているため、この期間のシフトは変更できません。',
  SHIFT_DATE_PASSED: '過ぎた日の回答は変更・削除できません。',
  SHIFT_NOT_FOUND: '回答が見つかりません。すでに削除されている可能性があります。',
  SHIFT_CONFIRMED_NOT_DELETABLE: '確定済みのシフトは削除できません。',
  SHIFT_ANSWERS_CHANGED:
    'この期間の回答が、ほかの画面（別のタブや端末）で変更されています。最新の回答を読み込んでから、もう一度提出してください。',
} as const;

/** Field messages of the shift answer checks the generic error map cannot phrase. */
export const SHIFT_FIELD_MESSAGES = {
  dateOutsidePeriod: '日付は提出期間内の日を指定してください',
  duplicateDate: '同じ日付の回答が重複しています',
  datePassed: '過ぎた日の回答は変更できません',
  timeRangeIncomplete: '開始時刻と終了時刻は両方入力してください',
  timeRangeOrder: '終了時刻は開始時刻より後の時刻にしてください',
} as const;
