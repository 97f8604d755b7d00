import type { z } from 'zod/mini';
import { zx } from 'shared/schemas';

// Bank and branch search for /mypage/account/edit (GET /workerapi/banks?q=…, GET /workerapi/banks/{code}/branches?q=…):
// workerapi searches the zengin-code data, so the browser downloads only the results.

export const BankSchema = zx.object({
  code: zx.string().check(zx.regex(/^\d{4}$/)),
  name: zx.string(),
  /** Full-width katakana, as zengin-code writes it. */
  kana: zx.string(),
  /** A renamed bank's former name, still searched for (住信SBIネット for ドコモＳＭＴＢネット, 0038). */
  formerName: zx.optional(zx.string()),
});
export type Bank = z.infer<typeof BankSchema>;

export const BranchSchema = zx.object({
  code: zx.string().check(zx.regex(/^\d{3}$/)),
  name: zx.string(),
  kana: zx.string(),
});
export type Branch = z.infer<typeof BranchSchema>;

/** The most results one search returns. */
export const BANK_SEARCH_LIMIT = 20;

/** The longest query of both searches (the longest name in zengin-code, in romaji, has 30 letters); the field takes no more. */
export const BANK_SEARCH_QUERY_MAX = 40;

/** The query of both searches: kanji, hiragana, katakana, romaji or a code; empty lists the first ones. */
export const BankSearchQuerySchema = zx.object({
  q: zx._default(zx.string().check(zx.trim(), zx.maxLength(BANK_SEARCH_QUERY_MAX)), ''),
});
export type BankSearchQuery = z.infer<typeof BankSearchQuerySchema>;

export const BANK_SEARCH_LABELS = { q: '検索語' } as const;

/**
 * GET /workerapi/banks?q=… → { banks, truncated }: truncated when more matched than the BANK_SEARCH_LIMIT listed
 * (optional: an API deployed before it sends none).
 */
export const BanksResponseSchema = zx.object({ banks: zx.array(BankSchema), truncated: zx.optional(zx.boolean()) });
export type BanksResponse = z.infer<typeof BanksResponseSchema>;

/** GET /workerapi/banks/{code}/branches?q=… → { bank, branches, truncated } */
export const BranchesResponseSchema = zx.object({ bank: BankSchema, branches: zx.array(BranchSchema), truncated: zx.optional(zx.boolean()) });
export type BranchesResponse = z.infer<typeof BranchesResponseSchema>;
