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

/** The chat slice's tables (migration 0007_reservations). */
export interface ChatTables {
  customers: CustomersTable;
  reservations: ReservationsTable;
  reservation_events: ReservationEventsTable;
}

export type CustomerRow = Selectable<CustomersTable>;
export type ReservationRow = Selectable<ReservationsTable>;
export type ReservationEventRow = Selectable<ReservationEventsTable>;
