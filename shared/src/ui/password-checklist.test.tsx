import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_POLICY } from 'shared/domain';
import { PasswordChecklist } from './password-checklist';

const strict = {
  minLength: 8,
  maxLength: 20,
  requireLowercase: true,
  requireUppercase: true,
  requireNumeric: true,
  requireNonAlphanumeric: true,
  allowedNonAlphanumeric: '',
};

function items() {
  return within(screen.getByRole('list', { name: 'パスワードの条件' })).getAllByRole('listitem');
}

describe('PasswordChecklist (spec §5)', () => {
  it('with the default policy shows only "6文字以上", unmet then met, in words for screen readers', () => {
    const { rerender } = render(<PasswordChecklist password="abc" policy={DEFAULT_PASSWORD_POLICY} />);
    expect(items()).toHaveLength(1);
    expect(items()[0]).toHaveTextContent('6文字以上（まだ満たしていません）');
    rerender(<PasswordChecklist password="abcdef" policy={DEFAULT_PASSWORD_POLICY} />);
    expect(items()[0]).toHaveTextContent('6文字以上（満たしています）');
  });

  it('lists every requirement the policy sets and which are met', () => {
    render(<PasswordChecklist password="abcdefgh1" policy={strict} />);
    const texts = items().map((li) => [li.textContent, li.getAttribute('data-met')]);
    expect(texts).toEqual([
      ['✓8文字以上（満たしています）', 'true'],
      ['✓20文字以内（満たしています）', 'true'],
      ['✓英小文字（a〜z）を含む（満たしています）', 'true'],
      ['−英大文字（A〜Z）を含む（まだ満たしていません）', 'false'],
      ['✓数字（0〜9）を含む（満たしています）', 'true'],
      ['−記号を含む（まだ満たしていません）', 'false'],
    ]);
  });
});
