import { z } from 'zod/mini';
import { DEFAULT_MIN_PASSWORD_LENGTH } from 'shared/domain';
import { VALIDATION_RULES } from 'shared/messages';

// Checks for spec §5 categories zod has no built-in issue for. They raise `custom` issues whose
// params.rule `jaErrorMap` (shared/messages) renders in Japanese.

type Widen<T> = T extends string ? string : T extends number ? number : T extends boolean ? boolean : never;

/** Spec §5 "not-allowed values": the value must not be one of `values`. */
export function notOneOf<T extends string | number | boolean>(values: readonly T[]): z.core.$ZodCheck<Widen<T>> {
  const forbidden: readonly unknown[] = values;
  return z.refine<Widen<T>>((v) => !forbidden.includes(v), {
    params: { rule: VALIDATION_RULES.notOneOf, values: [...values] },
  });
}

/** Spec §5 "trimmed": no leading or trailing white space (validates; does not change the value). */
export function trimmed(): z.core.$ZodCheck<string> {
  return z.refine<string>((v) => v === v.trim(), { params: { rule: VALIDATION_RULES.trimmed } });
}

/** Full-width ASCII (ｔａｒｏ＠ｅｘａｍｐｌｅ．ｊｐ: typed with the Japanese IME still on) as ASCII, U+3000 as a space. */
function toHalfWidthAscii(value: string): string {
  return value.replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/\u3000/g, ' ');
}

/**
 * A required e-mail field of a form: full-width letters, digits and ＠ ． taken as ASCII (an address has none
 * of them, and they look alike on a phone), then trimmed.
 */
export const requiredEmail = () => z.string().check(z.overwrite(toHalfWidthAscii), z.trim(), z.minLength(1, { abort: true }), z.email());
/** A required password field (the current password: no policy check). */
export const requiredPassword = () => z.string().check(z.minLength(1, { abort: true }));
/** A new password: required and at least the spec's default minimum (the provider's policy is checked at run time). */
export const newPassword = () => z.string().check(z.minLength(1, { abort: true }), z.minLength(DEFAULT_MIN_PASSWORD_LENGTH));
