import type { Message } from 'shared/schemas';
import type { InquiryRow, MessageRow } from './tables';

export function toMessageDto(row: MessageRow): Message {
  return { id: row.id, clientId: row.client_id, author: row.author, text: row.body, sentAt: row.created_at.toISOString() };
}

export function toInquiryDto(row: InquiryRow, unread: number) {
  return {
    id: row.id,
    category: row.category,
    subject: row.subject,
    status: row.status,
    reservationId: row.reservation_id,
    createdAt: row.created_at.toISOString(),
    lastMessageAt: row.last_message_at.toISOString(),
    unread,
    peerReadAt: row.peer_read_at ? row.peer_read_at.toISOString() : null,
  };
}
