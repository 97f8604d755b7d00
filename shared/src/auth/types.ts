/** What the facade needs of a signed-in Firebase user (Firebase's User satisfies it). */
export interface IdTokenUser {
  getIdToken(forceRefresh?: boolean): Promise<string>;
}

/**
 * Spec §5 "Password policy when enforced by the identity provider: minimum length (default 6), optional
 * maximum, optional lowercase, uppercase, numeric and non-alphanumeric requirements." A requirement the
 * policy does not enforce is undefined.
 */
export interface PasswordCheck {
  isValid: boolean;
  minLength: number | null;
  maxLength: number | null;
  meetsMinLength?: boolean;
  meetsMaxLength?: boolean;
  containsLowercase?: boolean;
  containsUppercase?: boolean;
  containsNumeric?: boolean;
  containsNonAlphanumeric?: boolean;
}
