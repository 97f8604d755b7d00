import { INQUIRY_STATUS_LABELS, type InquiryStatus } from 'features/chat';

/** 未対応 / 対応中 / 解決済 — always as text (the colour only repeats it). */
export function InquiryStatusChip({ status }: { status: InquiryStatus }) {
  return <span className={`inq-status inq-status--${status}`} data-testid="inquiry-status">{INQUIRY_STATUS_LABELS[status]}</span>;
}
