// Amounts as a worker reads them: digits grouped by three ('12,345'), as Intl.NumberFormat('ja-JP') writes them.
// Written out for whole numbers because a page's first Intl formatter loads the locale's ICU data (20–50 ms of
// main thread on a phone, before the dashboard's salary card can show); a fraction, which no amount of yen has,
// still goes to Intl. Pure.

let fallback: Intl.NumberFormat | undefined;

/** 12345 → '12,345', -300 → '-300', 1234567 → '1,234,567' (the same as Intl.NumberFormat('ja-JP')). */
export function groupDigits(value: number): string {
  if (!Number.isSafeInteger(value)) return (fallback ??= new Intl.NumberFormat('ja-JP')).format(value);
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${digits}` : digits;
}

/** 12345 → '12,345円'. */
export function yenLabel(amount: number): string {
  return `${groupDigits(amount)}円`;
}

/** Plain string order, for ISO dates ('2025-06-01') and 24-hour times ('09:00'), which sort as they read. Unlike
 * localeCompare it needs no collator (ICU data) and is the same in every locale. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
