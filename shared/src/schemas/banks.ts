import { z } from 'zod/mini';

// Bank and branch search for /mypage/account/edit (GET /workerapi/banks?q=…, GET /workerapi/banks/{code}/branches?q=…):
// workerapi searches the zengin-code data, so the browser downloads only the results.

export const BankSchema = z.object({
  code: z.string().check(z.regex(/^\d{4}$/)),
  name: z.string(),
  /** Full-width katakana, as zengin-code writes it. */
  kana: z.string(),
});
export type Bank = z.infer<typeof BankSchema>;

export const BranchSchema = z.object({
  code: z.string().check(z.regex(/^\d{3}$/)),
  name: z.string(),
  kana: z.string(),
});
export type Branch = z.infer<typeof BranchSchema>;

/** The most results one search returns. */
export const BANK_SEARCH_LIMIT = 20;

/** The query of both searches: kanji, hiragana, katakana, romaji or a code; empty lists the first ones. */
export const BankSearchQuerySchema = z.object({
  q: z._default(z.string().check(z.trim(), z.maxLength(40)), ''),
});
export type BankSearchQuery = z.infer<typeof BankSearchQuerySchema>;

export const BANK_SEARCH_LABELS = { q: '検索語' } as const;

/** GET /workerapi/banks?q=… → { banks } */
export const BanksResponseSchema = z.object({ banks: z.array(BankSchema) });
export type BanksResponse = z.infer<typeof BanksResponseSchema>;

/** GET /workerapi/banks/{code}/branches?q=… → { bank, branches } */
export const BranchesResponseSchema = z.object({ bank: BankSchema, branches: z.array(BranchSchema) });
export type BranchesResponse = z.infer<typeof BranchesResponseSchema>;
