import { z } from 'zod/mini';
import { PROFILE_MESSAGES } from 'shared/messages';

// The worker's profile: what a worker of the service shows and is contacted by. Shared by the sign-up
// profile page, the profile edit page and workerapi's POST /workerapi/update.

/** Full-width katakana, the long vowel mark and spaces (full- or half-width) between words. */
export const KATAKANA_PATTERN = /^[\u30A1-\u30F6\u30FC\u30FB\u3000 ]+$/;
/** A Japanese phone number: 0 then 9 or 10 digits; hyphens are accepted and removed. */
export const PHONE_PATTERN = /^0\d{9,10}$/;

/** Removes hyphens (ASCII and the Japanese ones) and spaces from a phone number. */
export function normalizePhone(value: string): string {
  return value.replace(/[-‐－―ー\s]/g, '').replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));
}

/**
 * Hiragana and half-width katakana as full-width katakana: a phone's keyboard gives hiragana, so やまだ はなこ is
 * taken as ヤマダ ハナコ rather than refused.
 */
export function toFullWidthKatakana(value: string): string {
  return value.normalize('NFKC').replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));
}

const requiredText = (max: number) => z.string().check(z.trim(), z.minLength(1, { abort: true }), z.maxLength(max));

export const ProfileUpdateSchema = z.strictObject({
  name: requiredText(50),
  nameKana: z.pipe(
    z.string().check(z.trim(), z.minLength(1, { abort: true }), z.maxLength(50)),
    z.pipe(z.transform(toFullWidthKatakana), z.string().check(z.regex(KATAKANA_PATTERN, { error: PROFILE_MESSAGES.nameKanaKatakana }))),
  ),
  displayName: requiredText(20),
  phone: z.pipe(
    z.string().check(z.minLength(1, { abort: true })),
    z.pipe(z.transform(normalizePhone), z.string().check(z.regex(PHONE_PATTERN, { error: PROFILE_MESSAGES.phoneFormat }))),
  ),
  bio: z._default(z.string().check(z.trim(), z.maxLength(400)), ''),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;
export type ProfileUpdateInput = z.input<typeof ProfileUpdateSchema>;
