import { fullDateLabel } from 'features/domain';

/** A notice's publishing date as a worker in Japan reads it: 2025年5月1日. */
export function noticeDate(iso: string): string {
  return fullDateLabel(iso);
}
