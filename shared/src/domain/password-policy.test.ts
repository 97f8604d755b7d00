import { describe, expect, it } from 'vitest';
import {
  checkPasswordPolicy,
  DEFAULT_PASSWORD_POLICY,
  meetsPasswordPolicy,
  unmetPasswordRequirements,
  type PasswordPolicy,
} from './password-policy';

const strict: PasswordPolicy = {
  minLength: 8,
  maxLength: 12,
  requireLowercase: true,
  requireUppercase: true,
  requireNumeric: true,
  requireNonAlphanumeric: true,
  allowedNonAlphanumeric: '',
};

describe('password policy (spec §5)', () => {
  it('"minimum length (default 6)": the default policy asks for 6 characters and nothing else', () => {
    expect(DEFAULT_PASSWORD_POLICY.minLength).toBe(6);
    expect(checkPasswordPolicy('abc', DEFAULT_PASSWORD_POLICY)).toEqual([{ requirement: 'minLength', met: false, length: 6 }]);
    expect(checkPasswordPolicy('abcdef', DEFAULT_PASSWORD_POLICY)).toEqual([{ requirement: 'minLength', met: true, length: 6 }]);
    expect(meetsPasswordPolicy('abcdef', DEFAULT_PASSWORD_POLICY)).toBe(true);
  });

  it('"optional maximum, optional lowercase, uppercase, numeric and non-alphanumeric requirements"', () => {
    expect(checkPasswordPolicy('', strict).map((s) => s.requirement)).toEqual([
      'minLength',
      'maxLength',
      'lowercase',
      'uppercase',
      'numeric',
      'nonAlphanumeric',
    ]);
    expect(unmetPasswordRequirements('abcdefgh', strict).map((s) => s.requirement)).toEqual(['uppercase', 'numeric', 'nonAlphanumeric']);
    expect(meetsPasswordPolicy('Abcdef1!', strict)).toBe(true);
    expect(unmetPasswordRequirements('Abcdef1!toolong', strict).map((s) => s.requirement)).toEqual(['maxLength']);
  });

  it('counts only the provider-listed symbols when a list is given', () => {
    const listed = { ...strict, allowedNonAlphanumeric: '!@' };
    expect(meetsPasswordPolicy('Abcdef1#', listed)).toBe(false);
    expect(meetsPasswordPolicy('Abcdef1@', listed)).toBe(true);
    // Without a list any non-ASCII-alphanumeric character counts (full-width too).
    expect(meetsPasswordPolicy('Abcdef1＃', strict)).toBe(true);
  });
});
