import { useCallback, useEffect, useId, useState } from 'react';
import { getPasswordPolicy } from 'shared/auth';
import { checkPasswordPolicy, DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from 'shared/domain';
import { PASSWORD_POLICY_UI, passwordRequirementLabel } from 'shared/messages';
import { cx } from './class-names';

export interface PasswordChecklistProps {
  /** What the worker typed so far (checked on every keystroke, locally). */
  password: string;
  policy: PasswordPolicy;
  /** For the password field's aria-describedby. */
  id?: string;
  className?: string;
}

/**
 * The identity provider's password policy as a live checklist (spec §5): each requirement the policy sets,
 * met or not — by a mark, a word for screen readers and colour, never by colour alone (house rule 8).
 */
export function PasswordChecklist({ password, policy, id, className }: PasswordChecklistProps) {
  const generated = useId();
  const titleId = `${id ?? generated}-title`;
  const statuses = checkPasswordPolicy(password, policy);
  return (
    <div id={id} className={cx('ui-checklist', className)} data-testid="password-checklist">
      <p id={titleId} className="ui-checklist__title">
        {PASSWORD_POLICY_UI.title}
      </p>
      <ul className="ui-checklist__list" aria-labelledby={titleId}>
        {statuses.map((status) => (
          <li
            key={status.requirement}
            className={cx('ui-checklist__item', status.met ? 'ui-checklist__item--met' : 'ui-checklist__item--unmet')}
            data-requirement={status.requirement}
            data-met={status.met ? 'true' : 'false'}
          >
            <span className="ui-checklist__mark" aria-hidden="true">
              {status.met ? '✓' : '−'}
            </span>
            <span>{passwordRequirementLabel(status.requirement, status.length)}</span>
            <span className="ui-visually-hidden">（{status.met ? PASSWORD_POLICY_UI.met : PASSWORD_POLICY_UI.unmet}）</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface PasswordPolicyState {
  policy: PasswordPolicy;
  /** Fetches the policy again (after a 'password-does-not-meet-requirements' failure) and returns it. */
  refresh: () => Promise<PasswordPolicy>;
}

/**
 * The provider's password policy for a form: the default (minimum 6 characters) until the provider's one
 * arrives, and the default for good when it cannot be fetched. `enabled: false` defers the fetch (it loads
 * Firebase) until, e.g., the form's first focus.
 */
export function usePasswordPolicy({ enabled = true }: { enabled?: boolean } = {}): PasswordPolicyState {
  const [policy, setPolicy] = useState<PasswordPolicy>(DEFAULT_PASSWORD_POLICY);
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    void getPasswordPolicy().then((fetched) => {
      if (live) setPolicy(fetched);
    });
    return () => {
      live = false;
    };
  }, [enabled]);
  const refresh = useCallback(async () => {
    const fetched = await getPasswordPolicy({ refresh: true });
    setPolicy(fetched);
    return fetched;
  }, []);
  return { policy, refresh };
}
