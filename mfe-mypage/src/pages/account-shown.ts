// The history state /mypage/account hands to /mypage/account/edit: "the account in the store is the one just shown"
// (a flag only; the account itself never goes into a history entry).
export const ACCOUNT_SHOWN = 'accountShown';

export function accountShown(state: unknown): boolean {
  return typeof state === 'object' && state !== null && ACCOUNT_SHOWN in state && state[ACCOUNT_SHOWN as keyof typeof state] === true;
}
