import { TEXT_FIELD_MESSAGES } from './api-error-messages';
import type { FieldErrors } from './errors';

/**
 * Characters no form produces and no column should hold: C0/C1 controls (but tab, line feed, carriage return),
 * DEL, the bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069, which turn "gpj.exe" into
 * "exe.jpg" on screen), lone surrogates and the non-characters U+FFFE/U+FFFF. PostgreSQL refuses NUL (22021).
 */
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;

/** Characters that show nothing: format characters (zero-width, marks), Hangul and Braille fillers. */
const INVISIBLE = /^[\s\p{Cf}\u115F\u1160\u2800\u3164\uFFA0\u180E]*$/u;
const WHITESPACE_ONLY = /^\s*$/u;

/** True when `text` carries a character no text field accepts. */
export function hasForbiddenCharacter(text: string): boolean {
  return FORBIDDEN.test(text);
}

/** True when `text` shows nothing although it is not plain whitespace (a name made of U+200B or U+3164 only). */
export function isInvisibleOnly(text: string): boolean {
  return !WHITESPACE_ONLY.test(text) && INVISIBLE.test(text);
}

/**
 * Every string in a parsed JSON body (values and keys, at any depth) is checked before any schema sees it:
 * the field paths of the offending ones with their Japanese message; empty when all are acceptable.
 */
export function textFieldErrors(data: unknown): FieldErrors {
  const errors = new Map<string, string[]>();
  const add = (path: string, message: string) => {
    const list = errors.get(path) ?? [];
    list.push(message);
    errors.set(path, list);
  };
  const visit = (value: unknown, path: readonly string[], depth: number): void => {
    if (typeof value === 'string') {
      const key = path.join('.');
      if (hasForbiddenCharacter(value)) add(key, TEXT_FIELD_MESSAGES.forbiddenCharacter);
      else if (isInvisibleOnly(value)) add(key, TEXT_FIELD_MESSAGES.invisibleOnly);
      return;
    }
    if (depth > 32 || typeof value !== 'object' || value === null) return;
    for (const [k, v] of Object.entries(value)) {
      if (hasForbiddenCharacter(k)) add([...path, ''].join('.'), TEXT_FIELD_MESSAGES.forbiddenCharacter);
      visit(v, [...path, k], depth + 1);
    }
  };
  visit(data, [], 0);
  return Object.fromEntries(errors);
}
