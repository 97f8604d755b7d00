import type { z } from 'zod/mini';
import { IsoDateSchema, ShiftTimeSchema, zx } from 'shared/schemas';

// Reservations and customer profiles (mfe-chat: /mypage/reservation-list, /mypage/reservation/{id},
// /mypage/user/{id}). The same schemas validate workerapi's answers in the browser and its inputs on the server.
// Instants are ISO 8601 with offset (UTC on the wire), shown in Asia/Tokyo; money is integer yen.

export const RESERVATION_STATUSES = ['requested', 'confirmed', 'completed', 'declined', 'expired', 'cancelled'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
export const ReservationStatusSchema = zx.enum(RESERVATION_STATUSES);

export const RESERVATION_TABS = ['requests', 'upcoming', 'past'] as const;
export type ReservationTab = (typeof RESERVATION_TABS)[number];
export const ReservationTabSchema = zx.enum(RESERVATION_TABS);

export const RESERVATION_ACTORS = ['customer', 'worker', 'system'] as const;
export type ReservationActor = (typeof RESERVATION_ACTORS)[number];

/** Why a worker declines a request (辞退理由). */
export const DECLINE_REASONS = ['schedule', 'distance', 'health', 'other'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];
/** Why a worker cancels a confirmed reservation (キャンセル理由). */
export const CANCEL_REASONS = ['schedule', 'health', 'emergency', 'other'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export const REASON_TEXT_MAX_LENGTH = 200;

const Instant = zx.iso.datetime({ offset: true });
const Yen = zx.int().check(zx.gte(0));

/** A reservation or customer id in a path: a UUID (anything else is simply not found). */
export const ReservationIdSchema = zx.uuid();
export const CustomerIdSchema = zx.uuid();

/** One row of the list (and the head of the detail). */
export const ReservationSummarySchema = zx.object({
  id: zx.string(),
  status: ReservationStatusSchema,
  startsAt: Instant,
  endsAt: Instant,
  course: zx.string(),
  courseMinutes: zx.int(),
  area: zx.string(),
  customer: zx.object({ id: zx.string(), displayName: zx.string() }),
  /** The customer's price (yen). */
  charge: Yen,
  /** The margin (%) — fixed on acceptance; for a request, the worker's current margin (an estimate). */
  margin: zx.int(),
  /** workerSalary(charge, margin) (spec §3) — fixed on acceptance (`marginFixed`), an estimate before. */
  takeHome: Yen,
  marginFixed: zx.boolean(),
  answerDeadline: Instant,
  cancelledBy: zx.nullable(zx.enum(['worker', 'customer'])),
});
export type ReservationSummary = z.infer<typeof ReservationSummarySchema>;

export const ReservationCountsSchema = zx.object({
  requests: zx.int().check(zx.gte(0)),
  upcoming: zx.int().check(zx.gte(0)),
  past: zx.int().check(zx.gte(0)),
});
export type ReservationCounts = z.infer<typeof ReservationCountsSchema>;

/** GET /workerapi/reservations?tab=…&cursor=… */
export const ReservationListQuerySchema = zx.object({
  tab: ReservationTabSchema,
  cursor: zx.optional(zx.string().check(zx.minLength(1), zx.maxLength(200))),
});
export type ReservationListQuery = z.infer<typeof ReservationListQuerySchema>;

export const ReservationListResponseSchema = zx.object({
  tab: ReservationTabSchema,
  reservations: zx.array(ReservationSummarySchema),
  counts: ReservationCountsSchema,
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: zx.nullable(zx.string()),
});
export type ReservationListResponse = z.infer<typeof ReservationListResponseSchema>;

export const ReservationEventSchema = zx.object({
  status: ReservationStatusSchema,
  actor: zx.enum(RESERVATION_ACTORS),
  at: Instant,
  reasonCode: zx.nullable(zx.string()),
  reasonText: zx.nullable(zx.string()),
});
export type ReservationEvent = z.infer<typeof ReservationEventSchema>;

/** A 確定 shift of the worker that a reservation comes within the travel buffer of: its day and times (Tokyo), and where. */
export const ShiftOverlapSchema = zx.object({
  date: IsoDateSchema,
  startTime: ShiftTimeSchema,
  endTime: ShiftTimeSchema,
  place: zx.string(),
});
export type ShiftOverlap = z.infer<typeof ShiftOverlapSchema>;

/** GET /workerapi/reservations/{id} and every mutation → { reservation }. */
export const ReservationDetailSchema = zx.object({
  ...ReservationSummarySchema.shape,
  customerNote: zx.string(),
  /** Only while 確定 and until 24 h after the end (isAddressVisible); null otherwise. */
  address: zx.nullable(zx.string()),
  accessNotes: zx.nullable(zx.string()),
  requestedAt: Instant,
  answeredAt: zx.nullable(Instant),
  completedAt: zx.nullable(Instant),
  cancelledAt: zx.nullable(Instant),
  reasonCode: zx.nullable(zx.string()),
  reasonText: zx.nullable(zx.string()),
  /** The status history, oldest first. */
  history: zx.array(ReservationEventSchema),
  /**
   * While 依頼中 or 確定: the worker's 確定 shifts it comes within the travel buffer of (overlapsWithBuffer), by
   * time; empty when none. Optional: an answer from an API before it has none, and a page before it ignores it.
   */
  shiftOverlaps: zx.optional(zx.array(ShiftOverlapSchema)),
});
export type ReservationDetail = z.infer<typeof ReservationDetailSchema>;

export const ReservationResponseSchema = zx.object({ reservation: ReservationDetailSchema });
export type ReservationResponse = z.infer<typeof ReservationResponseSchema>;

const ReasonTextSchema = zx.optional(zx.string().check(zx.trim(), zx.maxLength(REASON_TEXT_MAX_LENGTH)));

/** POST /workerapi/reservations/{id}/decline. 'other' needs a text. */
export const DeclineRequestSchema = zx
  .object({ reasonCode: zx.enum(DECLINE_REASONS), reasonText: ReasonTextSchema })
  .check(zx.refine((v) => v.reasonCode !== 'other' || (v.reasonText ?? '') !== '', { path: ['reasonText'], error: '理由を入力してください' }));
export type DeclineRequest = z.infer<typeof DeclineRequestSchema>;

/** POST /workerapi/reservations/{id}/cancel. Within 24 h of the start, `lateCancelAcknowledged` must be true. */
export const CancelRequestSchema = zx
  .object({
    reasonCode: zx.enum(CANCEL_REASONS),
    reasonText: ReasonTextSchema,
    lateCancelAcknowledged: zx.optional(zx.boolean()),
  })
  .check(zx.refine((v) => v.reasonCode !== 'other' || (v.reasonText ?? '') !== '', { path: ['reasonText'], error: '理由を入力してください' }));
export type CancelRequest = z.infer<typeof CancelRequestSchema>;

/** POST …/complete takes an empty object. */
export const EmptyRequestSchema = zx.object({});

/**
 * POST …/accept: `{}`, or `{ shiftOverlapAcknowledged: true }` once the worker was shown the 確定 shifts the request
 * overlaps (`shiftOverlaps`) — without it such a request is refused (422 SHIFT_OVERLAP_NOT_ACKNOWLEDGED).
 */
export const AcceptRequestSchema = zx.object({ shiftOverlapAcknowledged: zx.optional(zx.boolean()) });
export type AcceptRequest = z.infer<typeof AcceptRequestSchema>;
export const ACCEPT_FIELD_LABELS = { shiftOverlapAcknowledged: '確認' } as const;

export const REASON_FIELD_LABELS = { reasonCode: '理由', reasonText: '理由の詳細', lateCancelAcknowledged: '確認' } as const;

/** GET /workerapi/users/{id} (spec §7): a customer as this worker may see them. */
export const CustomerProfileSchema = zx.object({
  id: zx.string(),
  displayName: zx.string(),
  area: zx.string(),
  standingNotes: zx.string(),
  /** Reservations of this customer with the caller (every status) and the completed ones. */
  reservationCount: zx.int().check(zx.gte(0)),
  completedCount: zx.int().check(zx.gte(0)),
  /** The next confirmed or requested reservation with the caller, or null. */
  nextReservation: zx.nullable(
    zx.object({ id: zx.string(), status: ReservationStatusSchema, startsAt: Instant, endsAt: Instant, course: zx.string() }),
  ),
});
export type CustomerProfile = z.infer<typeof CustomerProfileSchema>;
export const CustomerProfileResponseSchema = zx.object({ user: CustomerProfileSchema });
export type CustomerProfileResponse = z.infer<typeof CustomerProfileResponseSchema>;
