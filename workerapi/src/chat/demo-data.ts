// Demo customers and courses (local/test only): used by the seed, the dev routes and `npm run demo`.

export interface DemoCustomer {
  displayName: string;
  area: string;
  address: string;
  accessNotes: string;
  standingNotes: string;
}

export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    displayName: '佐藤 美咲',
    area: '東京都世田谷区',
    address: '東京都世田谷区三軒茶屋2-14-5 メゾン三茶 301号室',
    accessNotes: '三軒茶屋駅 南口から徒歩6分。オートロックは「301」を呼び出してください。',
    standingNotes: '小型犬（トイプードル）がいます。玄関で少し吠えますが、おとなしい子です。',
  },
  {
    displayName: '鈴木 健一',
    area: '東京都目黒区',
    address: '東京都目黒区中目黒3-8-12 中目黒ハイツ 502号室',
    accessNotes: '中目黒駅から徒歩8分。エレベーターは奥の1基のみです。',
    standingNotes: 'お子様がお昼寝中のことがあります。インターホンは1回だけ押してください。',
  },
  {
    displayName: '高橋 由美子',
    area: '神奈川県川崎市中原区',
    address: '神奈川県川崎市中原区小杉町1-403 パークタワー武蔵小杉 1208号室',
    accessNotes: '車の場合は来客用駐車場（B-3）を使えます。受付で部屋番号をお伝えください。',
    standingNotes: '駐車場は来客用（B-3）をご利用ください。',
  },
  {
    displayName: '田中 大輔',
    area: '東京都杉並区',
    address: '東京都杉並区高円寺南4-22-7',
    accessNotes: '一軒家です。門の横の青いポストが目印です。',
    standingNotes: 'ネコが2匹います。ドアの開け閉めの際は脱走に注意してください。',
  },
  {
    displayName: '伊藤 さくら',
    area: '東京都品川区',
    address: '東京都品川区大井1-3-9 大井町レジデンス 205号室',
    accessNotes: '大井町駅 中央口から徒歩4分。',
    standingNotes: '',
  },
];

export interface DemoCourse {
  name: string;
  minutes: number;
  charge: number;
}

export const DEMO_COURSES: readonly DemoCourse[] = [
  { name: 'お試しコース', minutes: 60, charge: 6000 },
  { name: 'スタンダードコース', minutes: 120, charge: 12000 },
  { name: 'じっくりコース', minutes: 180, charge: 18000 },
];

export const DEFAULT_COURSE: DemoCourse = { name: 'スタンダードコース', minutes: 120, charge: 12000 };

export const DEMO_NOTES: readonly string[] = [
  'キッチンまわりを中心にお願いします。',
  '初めての利用です。よろしくお願いします。',
  '前回と同じ内容でお願いします。',
  '',
];

const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant of `hour:minute` in Tokyo on the Tokyo day `dayOffset` days from `now`'s Tokyo day. */
export function tokyoAt(now: Date, dayOffset: number, hour: number, minute = 0): Date {
  const t = new Date(now.getTime() + TOKYO_OFFSET_MS);
  const midnightTokyoAsUtc = Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate()) + dayOffset * DAY_MS;
  return new Date(midnightTokyoAsUtc - TOKYO_OFFSET_MS + (hour * 60 + minute) * 60_000);
}
