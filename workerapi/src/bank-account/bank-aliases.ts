// Names people still search for a bank by that zengin-code does not list: a bank's former name (it lists each bank
// under its current name only) and the common word for ゆうちょ銀行 (郵便局). Kept small on purpose — well-known
// renames of banks many workers hold pay accounts at, not every merger: the search's keys are zengin-code's, and
// this table only adds to them. A bank renamed again, or a new common name, is a line here.

export interface BankAlias {
  /** The zengin-code bank code. */
  code: string;
  /** What is searched for (folded as the search folds: width, kana, case), kanji, kana or romaji. */
  names: readonly string[];
  /** Shown beside the current name in the results (旧 住信SBIネット), when the alias is a former name. */
  formerName?: string;
}

export const BANK_ALIASES: readonly BankAlias[] = [
  { code: '9900', names: ['郵便局', 'ゆうびんきょく', '郵便貯金', 'ゆうびんちょきん', 'yuubinkyoku'] },
  { code: '0038', names: ['住信SBIネット', 'じゅうしんえすびーあいねっと', 'sumishinsbinetto'], formerName: '住信SBIネット' },
  { code: '0033', names: ['ジャパンネット', 'japannetto'], formerName: 'ジャパンネット' },
  { code: '0005', names: ['三菱東京UFJ', '東京三菱', 'みつびしとうきょう', 'とうきょうみつびし'], formerName: '三菱東京UFJ' },
  { code: '0036', names: ['イーバンク', 'ebank'], formerName: 'イーバンク' },
];

const byCode = new Map(BANK_ALIASES.map((alias) => [alias.code, alias]));

/** The searched names of a bank besides zengin-code's own (none for most banks). */
export function bankAliasNames(code: string): readonly string[] {
  return byCode.get(code)?.names ?? [];
}
