import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AuthError, changePassword, isPasswordPolicyError, warmUp } from 'shared/auth';
import { meetsPasswordPolicy, unmetPasswordRequirements, type PasswordPolicy } from 'shared/domain';
import { ERROR_MESSAGES, jaErrorMap, normalizeAuthErrorCode, PASSWORD_POLICY_UI, passwordRequirementLabel } from 'shared/messages';

import { Alert, Button, PasswordChecklist, TextField, usePasswordPolicy, useOnlineAgain } from 'shared/ui';
import { PASSWORD_CHANGE_UI, PASSWORD_CHANGE_FORM_LABELS, PasswordChangeFormSchema, type PasswordChangeFormValues } from 'features/mypage';

function missingText(password: string, policy: PasswordPolicy): string | null {
  const unmet = unmetPasswordRequirements(password, policy);
  return unmet.length === 0 ? null : PASSWORD_POLICY_UI.missing(unmet.map((s) => passwordRequirementLabel(s.requirement, s.length)).join('、'));
}

const EMPTY: PasswordChangeFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * /mypage/password: the current password (reauthentication; wrong → spec §8 'パスワードが間違っています'), the new
 * one with the provider's policy as a live checklist (spec §5), and its confirmation. On success the stored
 * token is refreshed (shared/auth changePassword), so the session keeps working.
 */
export function PasswordChangeForm() {
  const [status, setStatus] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const { policy, refresh } = usePasswordPolicy();
  const { onlineAgain, saveFailed } = useOnlineAgain();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChangeFormValues>({
    resolver: zodResolver(PasswordChangeFormSchema, { error: jaErrorMap(PASSWORD_CHANGE_FORM_LABELS) }),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const newPassword = useWatch({ control, name: 'newPassword' });

  useEffect(() => {
    void warmUp();
  }, []);

  const onSubmit = handleSubmit(async (values) => {
    setStatus(null);
    saveFailed(null);
    if (!meetsPasswordPolicy(values.newPassword, policy)) {
      setError('newPassword', { message: missingText(values.newPassword, policy) ?? PASSWORD_POLICY_UI.notMet }, { shouldFocus: true });
      return;
    }
    try {
      await changePassword(values.currentPassword, values.newPassword);
      reset(EMPTY);
      setStatus({ tone: 'success', text: PASSWORD_CHANGE_UI.done });
    } catch (error) {
      if (isPasswordPolicyError(error)) {
        // Spec §5: "A failure 'password-does-not-meet-requirements' refreshes the policy."
        const fresh = await refresh();
        setError('newPassword', { message: missingText(values.newPassword, fresh) ?? PASSWORD_POLICY_UI.notMet }, { shouldFocus: true });
        setStatus({ tone: 'error', text: PASSWORD_POLICY_UI.refreshed });
        return;
      }
      if (error instanceof AuthError && normalizeAuthErrorCode(error.code) === 'wrong-password') {
        setError('currentPassword', { message: error.message }, { shouldFocus: true });
      }
      setStatus({ tone: 'error', text: error instanceof Error && error.message ? error.message : ERROR_MESSAGES.DEFAULT });
      saveFailed(error);
    }
  });

  return (
    <form className="mypage-form" noValidate onSubmit={(e) => { setStatus(null); void onSubmit(e); }}>
      {onlineAgain ? (
        <Alert tone="info" data-testid="password-change-online-again">
          {PASSWORD_CHANGE_UI.onlineAgain}
        </Alert>
      ) : (
        status && (
          <Alert tone={status.tone} data-testid="password-change-status">
            {status.text}
          </Alert>
        )
      )}
      <TextField
        label={PASSWORD_CHANGE_FORM_LABELS.currentPassword}
        type="password"
        autoComplete="current-password"
        requiredMark
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <div className="credentials-password">
        <TextField
          label={PASSWORD_CHANGE_FORM_LABELS.newPassword}
          type="password"
          autoComplete="new-password"
          requiredMark
          aria-describedby="new-password-policy"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordChecklist id="new-password-policy" password={newPassword} policy={policy} />
      </div>
      <TextField
        label={PASSWORD_CHANGE_FORM_LABELS.confirmPassword}
        type="password"
        autoComplete="new-password"
        requiredMark
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" loading={isSubmitting} loadingText={PASSWORD_CHANGE_UI.submitting} block>
        {PASSWORD_CHANGE_UI.submit}
      </Button>
    </form>
  );
}
