import { z } from 'zod/mini';

// The live events workerapi sends on GET /workerapi/events (server-sent events), one JSON object per event's
// `data`, the SSE `event` field naming its type. The server builds them with these schemas and the browser
// parses them with the same ones (an event that does not parse is dropped, never trusted).

export const THREAD_KINDS = ['chat', 'inquiry'] as const;
export type ThreadKind = (typeof THREAD_KINDS)[number];
export const ThreadRefSchema = z.object({ kind: z.enum(THREAD_KINDS), id: z.string() });
export type ThreadRef = z.infer<typeof ThreadRefSchema>;

/** Who wrote a message: the worker (me), the customer of a chat, or the operator (運営事務局) of an inquiry. */
export const MESSAGE_AUTHORS = ['worker', 'customer', 'operator'] as const;
export type MessageAuthor = (typeof MESSAGE_AUTHORS)[number];

/** One message of a chat or an inquiry, as workerapi answers it and as the stream delivers it. */
export const MessageSchema = z.object({
  id: z.string(),
  /** The id the worker's device generated for the message (null for the other side's): a send stored once. */
  clientId: z.nullable(z.string()),
  author: z.enum(MESSAGE_AUTHORS),
  text: z.string(),
  sentAt: z.iso.datetime({ offset: true }),
});
export type Message = z.infer<typeof MessageSchema>;

export const INQUIRY_STATUSES = ['open', 'in_progress', 'resolved'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export const MessageEventSchema = z.object({ thread: ThreadRefSchema, message: MessageSchema });
/** The other side read my messages up to `peerReadAt`. */
export const ReadEventSchema = z.object({ thread: ThreadRefSchema, peerReadAt: z.iso.datetime({ offset: true }) });
/** The worker's unread messages across chats and inquiries. */
export const UnreadEventSchema = z.object({ total: z.int().check(z.gte(0)) });
export const InquiryEventSchema = z.object({ id: z.string(), status: z.enum(INQUIRY_STATUSES) });
export const ReservationEventSchema = z.object({ id: z.string(), status: z.string() });

/** Event type (the SSE `event` field) → the schema of its data. */
export const LIVE_EVENT_SCHEMAS = {
  message: MessageEventSchema,
  read: ReadEventSchema,
  unread: UnreadEventSchema,
  inquiry: InquiryEventSchema,
  reservation: ReservationEventSchema,
} as const;
export type LiveEventType = keyof typeof LIVE_EVENT_SCHEMAS;

export type LiveEvent =
  | { type: 'message'; data: z.infer<typeof MessageEventSchema> }
  | { type: 'read'; data: z.infer<typeof ReadEventSchema> }
  | { type: 'unread'; data: z.infer<typeof UnreadEventSchema> }
  | { type: 'inquiry'; data: z.infer<typeof InquiryEventSchema> }
  | { type: 'reservation'; data: z.infer<typeof ReservationEventSchema> }
  /**
   * Not sent by the server: emitted by the client after a reconnect and when the tab becomes visible again,
   * so every view refetches what it shows (nothing missed while the stream was down or the tab asleep).
   * `first` (since shared 0.19.0): the tab's stream has just opened for the first time (reason 'reconnected'), which
   * matters only to a view that follows live events — one that nothing pushes changes to has missed nothing.
   */
  | { type: 'resync'; data: { reason: 'reconnected' | 'visible'; first?: true } };

/** Parses one SSE event (type + JSON text) into a LiveEvent; null when unknown or malformed. */
export function parseLiveEvent(type: string | undefined, data: string): LiveEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  switch (type) {
    case 'message': {
      const r = MessageEventSchema.safeParse(json);
      return r.success ? { type, data: r.data } : null;
    }
    case 'read': {
      const r = ReadEventSchema.safeParse(json);
      return r.success ? { type, data: r.data } : null;
    }
    case 'unread': {
      const r = UnreadEventSchema.safeParse(json);
      return r.success ? { type, data: r.data } : null;
    }
    case 'inquiry': {
      const r = InquiryEventSchema.safeParse(json);
      return r.success ? { type, data: r.data } : null;
    }
    case 'reservation': {
      const r = ReservationEventSchema.safeParse(json);
      return r.success ? { type, data: r.data } : null;
    }
    default:
      return null;
  }
}

/** The stream's state, for a small indicator (再接続中…). */
export type StreamStatus = 'idle' | 'connecting' | 'open' | 'reconnecting';
