// What the account pages hand each other in the history entry: flags only — the account itself never goes into a
// history entry (the browser keeps those beyond the session).
//   accountShown: /mypage/account → /mypage/account/edit, "the account in the store is the one just shown" (null: none)
//   saved:        /mypage/account/edit → /mypage/account, "show 口座情報を保存しました。"
export type AccountHistoryFlag = 'accountShown' | 'saved';

export function accountHistoryState(flag: AccountHistoryFlag): Record<AccountHistoryFlag, boolean> {
  return { accountShown: flag === 'accountShown', saved: flag === 'saved' };
}

export function hasAccountHistoryFlag(state: unknown, flag: AccountHistoryFlag): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[flag] === true;
}
