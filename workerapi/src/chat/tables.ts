import type { ColumnType, Generated, Selectable } from 'kysely';

/** A timestamptz column: read as a Date, written as a Date or ISO string. */
type Instant = ColumnType<Date, Date | string, Date | string>;
type OptionalInstant = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export const RESERVATION_STATUSES = ['requested', 'confirmed', 'completed', 'declined', 'expired', 'cancelled'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export interface CustomersTable {
  id: Generated<string>;
  display_name: string;
  area: string;
  standing_notes: Defaulted<string>;
  image_path: string | null;
  created_at: Defaulted<Date>;
}

export interface ReservationsTable {
  id: Generated<string>;
  worker_id: string;
  customer_id: string;
  status: ReservationStatus;
  starts_at: Instant;
  ends_at: Instant;
  course: string;
  course_minutes: number;
  /** The customer's price in yen. */
  charge: number;
  /** Fixed when the worker accepts (null before). */
  margin: number | null;
  /** workerSalary(charge, margin), stored when the worker accepts (null before). */
  take_home: number | null;
  answer_deadline: Instant;
  area: string;
  address: string;
  access_notes: Defaulted<string>;
  customer_note: Defaulted<string>;
  requested_at: Defaulted<Date>;
  answered_at: OptionalInstant;
  completed_at: OptionalInstant;
  cancelled_at: OptionalInstant;
  cancelled_by: 'worker' | 'customer' | null;
  reason_code: string | null;
  reason_text: string | null;
  created_at: Defaulted<Date>;
  updated_at: Defaulted<Date>;
}

export interface ReservationEventsTable {
  id: Generated<string>;
  reservation_id: string;
  status: ReservationStatus;
  actor: 'customer' | 'worker' | 'system';
  reason_code: string | null;
  reason_text: string | null;
  at: Defaulted<Date>;
}

export interface ChatsTable {
  id: Generated<string>;
  worker_id: string;
  customer_id: string;
  /** Everything the customer wrote up to here is read by the worker. */
  worker_read_at: OptionalInstant;
  /** Everything the worker wrote up to here is read by the customer (既読). */
  peer_read_at: OptionalInstant;
  last_message_at: OptionalInstant;
  created_at: Defaulted<Date>;
}

export type InquiryStatusValue = 'open' | 'in_progress' | 'resolved';

export interface InquiriesTable {
  id: Generated<string>;
  worker_id: string;
  client_id: string;
  category: string;
  subject: string;
  status: Defaulted<InquiryStatusValue>;
  reservation_id: string | null;
  worker_read_at: OptionalInstant;
  peer_read_at: OptionalInstant;
  last_message_at: Defaulted<Date>;
  resolved_at: OptionalInstant;
  created_at: Defaulted<Date>;
}

export interface MessagesTable {
  id: Generated<string>;
  worker_id: string;
  chat_id: string | null;
  inquiry_id: string | null;
  author: 'worker' | 'customer' | 'operator';
  client_id: string | null;
  body: string;
  created_at: Defaulted<Date>;
}

export interface WorkerEventsTable {
  /** bigserial: read as a string (int8). */
  id: ColumnType<string, never, never>;
  worker_id: string;
  type: string;
  data: ColumnType<unknown, string, string>;
  created_at: Defaulted<Date>;
}

/** The chat slice's tables (migrations 0007_reservations, 0011_chats_inquiries_events). */
export interface ChatTables {
  customers: CustomersTable;
  reservations: ReservationsTable;
  reservation_events: ReservationEventsTable;
  chats: ChatsTable;
  inquiries: InquiriesTable;
  messages: MessagesTable;
  worker_events: WorkerEventsTable;
}

export type CustomerRow = Selectable<CustomersTable>;
export type ReservationRow = Selectable<ReservationsTable>;
export type ReservationEventRow = Selectable<ReservationEventsTable>;
export type ChatRow = Selectable<ChatsTable>;
export type InquiryRow = Selectable<InquiriesTable>;
export type MessageRow = Selectable<MessagesTable>;
