import { z } from 'zod/mini';
import { PROFILE_MESSAGES } from 'shared/messages';

// The worker's profile: what a worker of the service shows and is contacted by. Shared by the sign-up
// profile page, the profile edit page and workerapi's POST /workerapi/update.

/** Full-width katakana, the long vowel mark and spaces (full- or half-width) between words. */
export const KATAKANA_PATTERN = /^[\u30A1-\u30F6\u30FC\u30FB\u3000 ]+$/;
/** A Japanese phone number: 0 then 9 or 10 digits; hyphens are accepted and removed. */
export const PHONE_PATTERN = /^0\d{9,10}$/;

/**
 * Full-width digits as ASCII (NFKC), then without the separators people type between the groups: spaces, the
 * hyphen and every dash an IME gives for it (‐ ‑ ‒ – — ― − －, ー and half-width ｰ), and brackets (03(1234)5678).
 * A number in international form (+81 90-1234-5678, +81 (0)90…, as a phone's contact card shows it) as the
 * domestic one: 0 in place of +81.
 */
export function normalizePhone(value: string): string {
  const digits = value.normalize('NFKC').replace(/[\s\-\u2010-\u2015\u2212\u30FC()]/g, '');
  return digits.startsWith('+81') ? `0${digits.slice(3).replace(/^0/, '')}` : digits;
}

/** CJK compatibility ideographs (e.g. 神 U+FA19, of the IBM extension kanji): NFC would turn them into another code point. */
const NOT_COMPATIBILITY_IDEOGRAPHS = /[^\uF900-\uFAFF\u{2F800}-\u{2FA1F}]+/gu;

/**
 * Text as one code point per character (NFC): kana pasted decomposed (a macOS file name gives カ + U+3099 for ガ)
 * is composed, so it is saved, shown and counted as typed. The kanji of a name are kept as they are: NFC maps the
 * CJK compatibility ideographs to their unified forms (another glyph of someone's name), so those are left out.
 */
export function composeText(value: string): string {
  return value.replace(NOT_COMPATIBILITY_IDEOGRAPHS, (run) => run.normalize('NFC'));
}

/**
 * Hiragana and half-width katakana as full-width katakana: a phone's keyboard gives hiragana, so やまだ はなこ is
 * taken as ヤマダ ハナコ rather than refused.
 */
export function toFullWidthKatakana(value: string): string {
  return value.normalize('NFKC').replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));
}

const requiredText = (max: number) => z.string().check(z.overwrite(composeText), z.trim(), z.minLength(1, { abort: true }), z.maxLength(max));

/** Half-width katakana (ﾔﾏﾀﾞ, from an old PC or a pasted record) as full-width: a name is written ヤマダ. */
function fullWidthKana(value: string): string {
  return value.replace(/[\uFF61-\uFF9F]+/g, (run) => run.normalize('NFKC'));
}

export const ProfileUpdateSchema = z.strictObject({
  name: z.string().check(z.overwrite((v) => composeText(fullWidthKana(v))), z.trim(), z.minLength(1, { abort: true }), z.maxLength(50)),
  nameKana: z.pipe(
    z.string().check(z.trim(), z.minLength(1, { abort: true }), z.maxLength(50)),
    z.pipe(z.transform(toFullWidthKatakana), z.string().check(z.regex(KATAKANA_PATTERN, { error: PROFILE_MESSAGES.nameKanaKatakana }))),
  ),
  displayName: requiredText(20),
  phone: z.pipe(
    z.string().check(z.minLength(1, { abort: true })),
    z.pipe(z.transform(normalizePhone), z.string().check(z.regex(PHONE_PATTERN, { error: PROFILE_MESSAGES.phoneFormat }))),
  ),
  bio: z._default(z.string().check(z.overwrite(composeText), z.trim(), z.maxLength(400)), ''),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;
export type ProfileUpdateInput = z.input<typeof ProfileUpdateSchema>;
