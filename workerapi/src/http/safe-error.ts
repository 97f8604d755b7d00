/**
 * What a log may say about an error: its type, code and stack frames, and a message with every quoted or
 * bracketed value removed. Never the error's other properties — a database error carries the failed
 * statement's parameters (bank account numbers, phone numbers, e-mail addresses) and its `detail`
 * (`Key (email)=(…)`); a mail error carries the recipients.
 */
export interface LoggedError {
  type: string;
  code?: string;
  message: string;
  stack?: string;
}

const EMAIL = /[^\s@"'()<>]+@[^\s@"'()<>]+/g;
const QUOTED = /"[^"]*"|'[^']*'|「[^」]*」/g;
const KEY_VALUE = /\(([^()]*)\)=\([^()]*\)/g;
const LONG_DIGITS = /\d{4,}/g;

/** Removes values a message may quote: "…", '…', (key)=(value), e-mail addresses, runs of 4+ digits. */
export function scrubMessage(message: string): string {
  return message
    .replace(KEY_VALUE, '($1)=(…)')
    .replace(QUOTED, '"…"')
    .replace(EMAIL, '[e-mail]')
    .replace(LONG_DIGITS, '[digits]')
    .slice(0, 500);
}

export function safeError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '(not an Error)' };
  const code = 'code' in error && (typeof error.code === 'string' || typeof error.code === 'number') ? String(error.code) : undefined;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)).slice(0, 12).join('\n');
  return {
    type: error.name,
    ...(code === undefined ? {} : { code }),
    message: scrubMessage(error.message),
    ...(frames === '' ? {} : { stack: frames }),
  };
}
