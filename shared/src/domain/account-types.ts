/** Spec §3: "Account type: ordinary (普通預金), current (当座預金), other (その他)." */
export const ACCOUNT_TYPES = [
  { value: 'ordinary', label: '普通預金' },
  { value: 'current', label: '当座預金' },
  { value: 'other', label: 'その他' },
] as const;

export type AccountType = (typeof ACCOUNT_TYPES)[number]['value'];

export const ACCOUNT_TYPE_VALUES: readonly AccountType[] = ACCOUNT_TYPES.map((t) => t.value);

export function isAccountType(value: unknown): value is AccountType {
  return typeof value === 'string' && ACCOUNT_TYPES.some((t) => t.value === value);
}

/** The Japanese label of an account type ('ordinary' → '普通預金'); undefined for an unknown value. */
export function accountTypeLabel(value: string): string | undefined {
  return ACCOUNT_TYPES.find((t) => t.value === value)?.label;
}
