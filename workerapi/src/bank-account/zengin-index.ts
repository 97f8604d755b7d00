import { createRequire } from 'node:module';
import { z } from 'zod/mini';
import { BANK_SEARCH_LIMIT, type Bank, type Branch, SMALL_TO_LARGE_KANA, YUCHO_BANK_CODE } from 'features/mypage/server';
import { BANK_ALIASES, type BankAlias } from './bank-aliases';

// Bank and branch search over the `zengin-code` package (every Japanese bank and branch: code, kanji, kana,
// hiragana, romaji — one 5 MB module). It is loaded here, on the first search, never in a browser: the edit
// page asks GET /workerapi/banks?q=… and downloads only the results.

const ZenginBranchSchema = z.object({ code: z.string(), name: z.string(), kana: z.string(), hira: z.string(), roma: z.string() });
const ZenginBankSchema = z.object({
  code: z.string(),
  name: z.string(),
  kana: z.string(),
  hira: z.string(),
  roma: z.string(),
  branches: z.record(z.string(), ZenginBranchSchema),
});
const ZenginDataSchema = z.record(z.string(), ZenginBankSchema);
export type ZenginData = z.infer<typeof ZenginDataSchema>;

interface Entry<T> {
  item: T;
  code: string;
  /** name, kana (as hiragana) and romaji, each folded for comparison. */
  keys: string[];
}

/** At most `limit` results; `truncated` when more matched (the worker is told to type on). */
export interface SearchResult<T> {
  items: T[];
  truncated: boolean;
}

export interface BankIndex {
  searchBanks(query: string, limit?: number): SearchResult<Bank>;
  /** undefined when there is no bank with this code. */
  findBank(code: string): Bank | undefined;
  /** undefined when the bank has no branch with this code. */
  findBranch(bankCode: string, branchCode: string): Branch | undefined;
  /** undefined when there is no bank with this code. */
  searchBranches(bankCode: string, query: string, limit?: number): SearchResult<Branch> | undefined;
}

/**
 * Folds text for matching: width (NFKC), katakana → hiragana, small kana → large (zengin writes キヨウ for
 * きょう), dashes and long vowel marks → '-', spaces and dots removed, lower case.
 */
export function foldForSearch(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFKC')) {
    // Hiragana → katakana, small kana → large (the bank rule in shared/domain), then katakana → hiragana.
    const code = ch.charCodeAt(0);
    const kata = code >= 0x3041 && code <= 0x3096 ? String.fromCharCode(code + 0x60) : ch;
    const large = SMALL_TO_LARGE_KANA[kata] ?? kata;
    const lc = large.charCodeAt(0);
    out += lc >= 0x30a1 && lc <= 0x30f6 ? String.fromCharCode(lc - 0x60) : large;
  }
  return out
    .replace(/[ー‐‑–—―−-]/g, '-')
    .replace(/[\s.・]/g, '')
    .toLowerCase();
}

/**
 * What people type that zengin-code leaves out: 「銀行」「支店」, and the long forms of 信金・信組. Also how a name
 * typed by hand is compared with the name of its code (みずほ銀行 is みずほ, 渋谷支店 is 渋谷).
 */
export function foldQuery(query: string): string {
  return foldForSearch(query)
    .replace(/信用金庫/g, '信金')
    .replace(/しんようきんこ/g, 'しんきん')
    .replace(/信用組合/g, '信組')
    .replace(/しんようくみあい/g, 'しんくみ')
    .replace(/(銀行|ぎんこう|支店|してん)$/u, '');
}

function firstOf<T>(items: readonly T[], limit: number): SearchResult<T> {
  return { items: items.slice(0, limit), truncated: items.length > limit };
}

function rank<T>(entries: readonly Entry<T>[], query: string, limit: number): SearchResult<T> {
  const q = foldQuery(query);
  const digits = /^\d+$/.test(q) ? q : null;
  const scored: { entry: Entry<T>; score: number }[] = [];
  for (const entry of entries) {
    let score: number | null = null;
    if (digits !== null) {
      if (entry.code === digits) score = 0;
      else if (entry.code.startsWith(digits)) score = 1;
    }
    if (q !== '') {
      for (const key of entry.keys) {
        if (key === q) score = Math.min(score ?? 2, 2);
        else if (key.startsWith(q)) score = Math.min(score ?? 3, 3);
        else if (key.includes(q)) score = Math.min(score ?? 4, 4);
      }
    }
    if (score !== null) scored.push({ entry, score });
  }
  scored.sort((a, b) => a.score - b.score || a.entry.code.localeCompare(b.entry.code));
  return firstOf(scored.map((s) => s.entry.item), limit);
}

/**
 * Builds the search index from zengin-code's data (parsed: a package update that changes its shape fails here); a
 * bank is also found by its aliases (bank-aliases.ts: 住信SBIネット for 0038, 郵便局 for ゆうちょ), and a renamed one
 * carries its former name.
 */
export function createBankIndex(raw: unknown, aliases: readonly BankAlias[] = BANK_ALIASES): BankIndex {
  const data = ZenginDataSchema.parse(raw);
  const banks: Entry<Bank>[] = [];
  const branchesByBank = new Map<string, Entry<Branch>[]>();
  for (const bank of Object.values(data)) {
    const alias = aliases.find((a) => a.code === bank.code);
    banks.push({
      item: { code: bank.code, name: bank.name, kana: bank.kana, ...(alias?.formerName ? { formerName: alias.formerName } : {}) },
      code: bank.code,
      keys: [bank.name, bank.kana, bank.roma, ...(alias?.names ?? [])].map(foldForSearch),
    });
    const branches = Object.values(bank.branches).map((b) => ({
      item: { code: b.code, name: b.name, kana: b.kana },
      code: b.code,
      keys: [foldForSearch(b.name), foldForSearch(b.kana), foldForSearch(b.roma)],
    }));
    branches.sort((a, b) => a.code.localeCompare(b.code));
    branchesByBank.set(bank.code, branches);
  }
  banks.sort((a, b) => a.code.localeCompare(b.code));
  const byCode = new Map(banks.map((b) => [b.code, b.item]));

  return {
    searchBanks(query, limit = BANK_SEARCH_LIMIT) {
      if (query.trim() === '') {
        // Nothing typed yet: the banks most workers use — city, trust and online banks (codes below 1000) and ゆうちょ;
        // always more banks than these.
        const yucho = byCode.get(YUCHO_BANK_CODE);
        const first = banks.filter((b) => b.code < '1000').slice(0, yucho ? limit - 1 : limit).map((b) => b.item);
        return { items: yucho ? [...first, yucho] : first, truncated: banks.length > first.length + (yucho ? 1 : 0) };
      }
      return rank(banks, query, limit);
    },
    findBank: (code) => byCode.get(code),
    findBranch: (bankCode, branchCode) => branchesByBank.get(bankCode)?.find((b) => b.code === branchCode)?.item,
    searchBranches(bankCode, query, limit = BANK_SEARCH_LIMIT) {
      const branches = branchesByBank.get(bankCode);
      if (!branches) return undefined;
      if (query.trim() === '') return firstOf(branches.map((b) => b.item), limit);
      return rank(branches, query, limit);
    },
  };
}

let loaded: BankIndex | undefined;

/** The index over the installed zengin-code package, built on first use (about a second, once per process). */
export function zenginBankIndex(): BankIndex {
  loaded ??= createBankIndex(createRequire(import.meta.url)('zengin-code'));
  return loaded;
}
