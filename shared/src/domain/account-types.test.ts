import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES, ACCOUNT_TYPE_VALUES, accountTypeLabel, isAccountType } from './account-types';

describe('spec §3 "Account type: ordinary (普通預金), current (当座預金), other (その他)."', () => {
  it('lists the three types in order, value and label', () => {
    expect(ACCOUNT_TYPES).toEqual([
      { value: 'ordinary', label: '普通預金' },
      { value: 'current', label: '当座預金' },
      { value: 'other', label: 'その他' },
    ]);
    expect(ACCOUNT_TYPE_VALUES).toEqual(['ordinary', 'current', 'other']);
  });

  it('looks up the label a worker sees', () => {
    expect(accountTypeLabel('ordinary')).toBe('普通預金');
    expect(accountTypeLabel('current')).toBe('当座預金');
    expect(accountTypeLabel('other')).toBe('その他');
    expect(accountTypeLabel('savings')).toBeUndefined();
  });

  it('recognises only the three values', () => {
    expect(isAccountType('current')).toBe(true);
    expect(isAccountType('普通預金')).toBe(false);
    expect(isAccountType(undefined)).toBe(false);
  });
});
