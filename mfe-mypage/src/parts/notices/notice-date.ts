const format = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'long', day: 'numeric' });

/** A notice's publishing date as a worker in Japan reads it: 2025年5月1日. */
export function noticeDate(iso: string): string {
  return format.format(new Date(iso));
}
