// The salary slice's Japanese strings (mfe-salary's page, its CSV and print view, workerapi's salary messages).
// One definition per string: the page, the CSV builder and workerapi all read them from here.
import { groupDigits } from '../domain/number-labels';

/** A month's status as the worker sees it: 見込み (still running), 確定 (closed, frozen), 支払済 (paid). */
export const SALARY_STATUS_LABELS = {
  estimate: '見込み',
  closed: '確定',
  paid: '支払済',
  upcoming: '—',
} as const;

/** How a statement line came about. */
export const SALARY_LINE_KIND_LABELS = {
  work: '仕事',
  transport: '交通費',
  adjustment: '調整',
} as const;

const CALCULATOR_TAKE_HOME = '手取り';
const CALCULATOR_REQUIRED = '必要な料金';

export const SALARY_UI = {
  title: '給与明細',
  loading: '給与明細を読み込み中…',
  loadError: '給与明細を読み込めませんでした。',
  /** Offline, a month never opened on this phone (its copy is kept only once shown); it opens by itself once online. */
  /** Offline, a year (the list) never shown on this phone. */
  yearNotKeptOffline: 'この年の給与はまだこの端末に保存されていないため、オフラインでは表示できません。接続が戻ると自動で表示します。',
  statementNotKeptOffline: 'この月の明細はまだこの端末に保存されていないため、オフラインでは表示できません。接続が戻ると自動で表示します。',
  empty: 'まだ給与明細はありません。最初のお仕事が完了すると、ここに月ごとの明細が表示されます。',
  emptyYear: (year: number) => `${year}年のお仕事はまだありません。`,
  monthsTitle: '月ごとの給与',
  monthsHint: '月を選ぶと明細が開きます。',
  yearTitle: (year: number) => `${year}年の給与`,
  yearTotal: '年間合計',
  yearPrev: '前の年',
  yearNext: '次の年',
  yearSelect: '表示する年',
  chartTitle: '月別の手取り',
  chartCaption: (year: number) => `${year}年 月別の手取り`,
  chartUnit: '棒の上の数字は万円、下は月',
  tableToggle: '表で見る',
  monthColumn: '月',
  amountColumn: '手取り（円）',
  statusColumn: '状態',
  payDate: '支払日',
  payDateOn: (date: string) => `支払日 ${date}`,
  estimateNote: '見込みは完了済みと確定済みの予約から計算した予定額です。月末に確定します。',
  plannedBadge: '予定',
  statementTitle: (monthLabel: string) => `${monthLabel}の給与明細`,
  backToList: '一覧に戻る',
  workerName: '氏名',
  statusLabel: '状態',
  monthLabel: '対象月',
  workLines: 'お仕事',
  noWorkLines: 'この月の完了したお仕事はありません。',
  adjustments: '交通費・調整',
  noAdjustments: '交通費・調整はありません。',
  nothingToPay: 'この月はお仕事も交通費・調整もないため、お支払いはありません。',
  nothingToPayStatus: 'お支払いなし',
  /** A month that has not begun yet (opened by its address): nothing to show or print before it starts. */
  upcomingNote: 'この月はまだ始まっていません。月が始まると、お仕事に応じた見込み額が表示されます。',
  upcomingStatus: '開始前',
  workSubtotal: 'お仕事の小計',
  adjustmentSubtotal: '交通費・調整の小計',
  monthTotal: '手取り合計',
  lineCount: (n: number) => `${n}件`,
  date: '日付',
  customer: 'お客様',
  course: 'コース',
  charge: '料金',
  margin: '手数料率',
  takeHome: '手取り',
  kind: '区分',
  reason: '内容',
  amount: '金額',
  print: '印刷・PDF保存',
  csvMonth: 'この月のCSV',
  csvYear: (year: number) => `${year}年のCSV`,
  csvPreparing: 'CSVを作成中…',
  csvError: 'CSVを作成できませんでした。もう一度お試しください。',
  issuedBy: 'ワーカー マイページ',
  calculatorTitle: '手取り計算',
  calculatorLoading: '手取り計算を読み込み中…',
  calculatorLoadError: '手取り計算を読み込めませんでした。',
  calculatorIntro: '料金と手数料率から手取りを、希望する手取りから必要な料金を計算します。',
  calculatorAmount: '金額（円）',
  calculatorMargin: '手数料率（%）',
  calculatorTakeHome: CALCULATOR_TAKE_HOME,
  calculatorTakeHomeHint: '金額を料金としたときの手取り（10円未満切り捨て）',
  calculatorRequired: CALCULATOR_REQUIRED,
  calculatorRequiredHint: '金額を手取りとして受け取るのに必要な料金（10円未満切り上げ）',
  calculatorInvalid: '—',
  /** What a screen reader hears once the worker stops typing: both results with their names. */
  calculatorAnnouncement: (takeHome: string, required: string) => `${CALCULATOR_TAKE_HOME} ${takeHome}、${CALCULATOR_REQUIRED} ${required}`,
  dashboardEstimate: (monthLabel: string) => `${monthLabel}の見込み`,
} as const;

/** Messages under the calculator's fields (and workerapi's query checks). */
export const SALARY_FIELD_MESSAGES = {
  amountRequired: '金額を入力してください',
  marginRequired: '手数料率を入力してください',
  notNumber: '半角または全角の数字で入力してください',
  negative: '0以上の数を入力してください',
  notInteger: '整数で入力してください',
  amountTooLarge: '金額は10,000,000円以下で入力してください',
  marginRange: '手数料率は0〜99の整数で入力してください',
  year: '年は2000〜2100の4桁の数字で指定してください',
  month: '月は1〜12の数字で指定してください',
  monthWithoutYear: '月を指定するときは年も指定してください',
  unknownParameter: '使えないパラメーターです',
  monthClosed: 'この月は確定済みのため変更できません',
  reasonRequired: '調整には内容（理由）を入力してください',
} as const;

export const SALARY_QUERY_LABELS = { year: '年', month: '月' } as const;

/** The CSV's Japanese header row. */
export const SALARY_CSV_HEADERS = ['対象月', '日付', '区分', 'お客様', 'コース', '料金（円）', '手数料率（%）', '金額（円）', '内容'] as const;

/** '2026-10' → '2026年10月'. */
export function salaryMonthLabel(month: string): string {
  const [y, m] = month.split('-');
  return `${y ?? ''}年${Number(m)}月`;
}

/** '2026-11-25' → '2026年11月25日'. */
export function salaryDateLabel(date: string): string {
  const [y, m, d] = date.split('-');
  return `${y ?? ''}年${Number(m)}月${Number(d)}日`;
}

/** 12345 → '12,345円', -300 → '−300円'. */
export function formatYen(amount: number): string {
  return amount < 0 ? `−${groupDigits(-amount)}円` : `${groupDigits(amount)}円`;
}

/** 12345 → '12,345' (for tables whose header says 円). */
export function formatAmount(amount: number): string {
  return amount < 0 ? `−${groupDigits(-amount)}` : groupDigits(amount);
}
