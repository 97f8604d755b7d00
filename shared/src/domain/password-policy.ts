import { DEFAULT_MIN_PASSWORD_LENGTH } from './constants';

// Spec §5 "Password policy when enforced by the identity provider: minimum length (default 6), optional
// maximum, optional lowercase, uppercase, numeric and non-alphanumeric requirements." Pure: the sign-up and
// password-change forms show it as a live checklist; the provider's policy (or this default) feeds it.

/** A requirement of the password policy, in the order the checklist shows them. */
export type PasswordRequirement = 'minLength' | 'maxLength' | 'lowercase' | 'uppercase' | 'numeric' | 'nonAlphanumeric';

export const PASSWORD_REQUIREMENTS: readonly PasswordRequirement[] = [
  'minLength',
  'maxLength',
  'lowercase',
  'uppercase',
  'numeric',
  'nonAlphanumeric',
];

export interface PasswordPolicy {
  minLength: number;
  /** null: no maximum. */
  maxLength: number | null;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireNumeric: boolean;
  requireNonAlphanumeric: boolean;
  /**
   * The symbols that count as non-alphanumeric characters (the provider's list). Empty: any character that is
   * not an ASCII letter or digit counts.
   */
  allowedNonAlphanumeric: string;
}

/** What applies when the provider's policy cannot be fetched (e.g. the Auth emulator answers 501). */
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  minLength: DEFAULT_MIN_PASSWORD_LENGTH,
  maxLength: null,
  requireLowercase: false,
  requireUppercase: false,
  requireNumeric: false,
  requireNonAlphanumeric: false,
  allowedNonAlphanumeric: '',
};

export interface PasswordRequirementStatus {
  requirement: PasswordRequirement;
  met: boolean;
  /** The length for minLength / maxLength. */
  length?: number;
}

const isLower = (c: string): boolean => c >= 'a' && c <= 'z';
const isUpper = (c: string): boolean => c >= 'A' && c <= 'Z';
const isDigit = (c: string): boolean => c >= '0' && c <= '9';

function isNonAlphanumeric(c: string, allowed: string): boolean {
  if (allowed !== '') return allowed.includes(c);
  return !isLower(c) && !isUpper(c) && !isDigit(c);
}

/**
 * The policy's requirements with whether `password` meets each — only those the policy sets (the minimum
 * length always). Lengths count UTF-16 code units, as the identity provider does.
 */
export function checkPasswordPolicy(password: string, policy: PasswordPolicy): PasswordRequirementStatus[] {
  const chars = [...password];
  const statuses: PasswordRequirementStatus[] = [
    { requirement: 'minLength', met: password.length >= policy.minLength, length: policy.minLength },
  ];
  if (policy.maxLength !== null) {
    statuses.push({ requirement: 'maxLength', met: password.length <= policy.maxLength, length: policy.maxLength });
  }
  if (policy.requireLowercase) statuses.push({ requirement: 'lowercase', met: chars.some(isLower) });
  if (policy.requireUppercase) statuses.push({ requirement: 'uppercase', met: chars.some(isUpper) });
  if (policy.requireNumeric) statuses.push({ requirement: 'numeric', met: chars.some(isDigit) });
  if (policy.requireNonAlphanumeric) {
    statuses.push({ requirement: 'nonAlphanumeric', met: chars.some((c) => isNonAlphanumeric(c, policy.allowedNonAlphanumeric)) });
  }
  return statuses;
}

/** True when `password` meets every requirement of the policy. */
export function meetsPasswordPolicy(password: string, policy: PasswordPolicy): boolean {
  return checkPasswordPolicy(password, policy).every((status) => status.met);
}

/** The requirements `password` does not meet (what a 'password-does-not-meet-requirements' failure shows). */
export function unmetPasswordRequirements(password: string, policy: PasswordPolicy): PasswordRequirementStatus[] {
  return checkPasswordPolicy(password, policy).filter((status) => !status.met);
}
