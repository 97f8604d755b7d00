// Rules of chats and inquiries, the same in the browser and workerapi.

// Made on first use (or when the page is idle: prepareGraphemeCounting), not when the module loads: a page's first
// Intl object loads the locale's ICU data, 20–50 ms of main thread on a phone before the chat page can show.
let segmenter: Intl.Segmenter | null | undefined;
function graphemeSegmenter(): Intl.Segmenter | null {
  segmenter ??= typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('ja', { granularity: 'grapheme' }) : null;
  return segmenter;
}

/** Makes the segmenter now (call it when idle), so the first keystroke does not pay for it. */
export function prepareGraphemeCounting(): void {
  graphemeSegmenter();
}

/** Characters as the user sees them: an emoji (even 👨‍👩‍👧 or 🇯🇵) is one. */
export function countGraphemes(text: string): number {
  if (text === '') return 0;
  const segmenter = graphemeSegmenter();
  if (segmenter === null) return Array.from(text).length;
  let n = 0;
  for (const _ of segmenter.segment(text)) n += 1;
  return n;
}

/** A message can be sent: not empty and not only whitespace. */
export function isSendable(text: string, max: number): boolean {
  return text.trim().length > 0 && countGraphemes(text) <= max;
}

/** One piece of a message as shown: plain text, or an http/https link. Never HTML. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// http:// or https:// then anything up to whitespace or a character that cannot end a URL in Japanese prose.
const URL_PATTERN = /https?:\/\/[^\s<>"'`「」『』（）()、。，．！？]+/giu;
const TRAILING = /[.,!?;:]+$/u;

/** Splits a message into text and http/https links (other schemes — javascript:, data: … — stay text). */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    let url = match[0];
    const trailing = TRAILING.exec(url);
    if (trailing) url = url.slice(0, url.length - trailing[0].length);
    let href: string;
    try {
      const parsed = new URL(url);
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') continue;
      href = parsed.href;
    } catch {
      continue;
    }
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: url, href });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

export interface ChatReservationState {
  /** A reservation with the customer is requested or confirmed. */
  hasOpenReservation: boolean;
  /** When the last reservation with the customer ended or was cancelled (ISO), or null. */
  lastEndedAt: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A chat is read-only 14 days after the last reservation with that customer ended or was cancelled; an open
 * reservation (a new request or a confirmed one) keeps it — or makes it again — writable.
 */
export function isChatReadOnly(state: ChatReservationState, now: Date, days: number): boolean {
  if (state.hasOpenReservation) return false;
  if (state.lastEndedAt === null) return true;
  return now.getTime() >= new Date(state.lastEndedAt).getTime() + days * DAY_MS;
}
