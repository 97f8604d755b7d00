// What the account pages hand each other in the history entry: flags only — the account itself never goes into a
// history entry (the browser keeps those beyond the session).
//   accountShown: /mypage/account → /mypage/account/edit, "the account in the store is the one just shown" (null: none),
//                 and the entry below is /mypage/account (the edit page leaves by going back to it)
//   inputGuard:   the edit page's own second entry while it holds typed input: a back press lands on the entry below,
//                 still the edit page, which asks before anything is thrown away (account-edit-leave.ts)
//   saved:        /mypage/account after a save, "show 口座情報を保存しました。"
export type AccountHistoryFlag = 'accountShown' | 'inputGuard' | 'saved';

export function accountHistoryState(flag: AccountHistoryFlag): Record<AccountHistoryFlag, boolean> {
  return { accountShown: flag === 'accountShown', inputGuard: flag === 'inputGuard', saved: flag === 'saved' };
}

export function hasAccountHistoryFlag(state: unknown, flag: AccountHistoryFlag): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[flag] === true;
}

// A save goes back to /mypage/account's own entry (a traversal carries no state): the edit page notes it here, and
// the account page, on mounting, writes the `saved` flag into its entry (so that it stays on a reload or forward).
let savedPending = false;

export function noteAccountSaved(): void {
  savedPending = true;
}

/** True once after noteAccountSaved(). */
export function takeAccountSaved(): boolean {
  const saved = savedPending;
  savedPending = false;
  return saved;
}
