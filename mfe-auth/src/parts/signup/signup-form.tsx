import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'shared/router';
import { AuthError, isPasswordPolicyError, signUp, warmUp } from 'shared/auth';
import { isApiError, setServerFieldErrors } from 'shared/api';
import { meetsPasswordPolicy, SIGNUP_PROFILE_PATH, unmetPasswordRequirements, type PasswordPolicy } from 'shared/domain';
import { ERROR_MESSAGES, jaErrorMap, normalizeAuthErrorCode, PASSWORD_POLICY_UI, passwordRequirementLabel } from 'shared/messages';

import { Alert, Button, PasswordChecklist, TextField, usePasswordPolicy } from 'shared/ui';
import { SIGNUP_UI, SIGNUP_FORM_LABELS, SignupFormSchema, type SignupFormValues } from 'features/auth';

const FIELDS = ['email', 'password', 'adminKey'] as const;
type Field = (typeof FIELDS)[number];
const isField = (key: string): key is Field => (FIELDS as readonly string[]).includes(key);

/** What is missing of the policy, in words ('満たしていない条件: 数字（0〜9）を含む、記号を含む'). */
function missingText(password: string, policy: PasswordPolicy): string | null {
  const unmet = unmetPasswordRequirements(password, policy);
  return unmet.length === 0 ? null : PASSWORD_POLICY_UI.missing(unmet.map((s) => passwordRequirementLabel(s.requirement, s.length)).join('、'));
}

interface Failure {
  text: string;
  /** The last step failed (network, server): the same input again completes the sign-up. */
  retry?: boolean;
}

/**
 * /signup (spec §1 "Sign-up requires an admin key", §6, §7): e-mail, password (with the provider's policy as a
 * live checklist, spec §5) and admin key. The key is checked first — a wrong one stops there and creates nothing;
 * then the provider account and POST /workerapi/workers/signup (shared/auth signUp). Then /signup/profile.
 * On any failure what the worker typed stays.
 */
export function SignupForm() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [started, setStarted] = useState(false);
  const warmed = useRef(false);
  const { policy, refresh } = usePasswordPolicy({ enabled: started });
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<SignupFormValues>({
    resolver: zodResolver(SignupFormSchema, { error: jaErrorMap(SIGNUP_FORM_LABELS) }),
    mode: 'onTouched',
    defaultValues: { email: '', password: '', adminKey: '' },
  });
  const password = useWatch({ control, name: 'password' });

  // Firebase Auth (and with it the password policy) loads on the form's first focus, never at start.
  function onFirstFocus() {
    if (warmed.current) return;
    warmed.current = true;
    setStarted(true);
    void warmUp();
  }

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    if (!meetsPasswordPolicy(values.password, policy)) {
      setError('password', { message: missingText(values.password, policy) ?? PASSWORD_POLICY_UI.notMet }, { shouldFocus: true });
      return;
    }
    try {
      await signUp(values);
      navigate(SIGNUP_PROFILE_PATH, { replace: true });
    } catch (error) {
      if (isPasswordPolicyError(error)) {
        // Spec §5: "A failure 'password-does-not-meet-requirements' refreshes the policy."
        const fresh = await refresh();
        setError('password', { message: missingText(values.password, fresh) ?? PASSWORD_POLICY_UI.notMet }, { shouldFocus: true });
        setFailure({ text: PASSWORD_POLICY_UI.refreshed });
        return;
      }
      // The field the server refused gets the focus, so the worker lands where to fix it.
      if (error instanceof AuthError && normalizeAuthErrorCode(error.code) === 'email-already-in-use') {
        setError('email', { message: error.message }, { shouldFocus: true });
      }
      if (isApiError(error)) {
        if (error.code === 'ADMIN_KEY_INVALID') setError('adminKey', { message: error.message }, { shouldFocus: true });
        if (error.code === 'EMAIL_IN_USE') setError('email', { message: error.message }, { shouldFocus: true });
        setServerFieldErrors(error, isField, setError, { focusFirst: true });
        const retry = error.key === 'NETWORK_ERROR' || error.key === 'SERVER_ERROR';
        setFailure({ text: error.message, retry });
        return;
      }
      setFailure({ text: error instanceof Error && error.message ? error.message : ERROR_MESSAGES.DEFAULT });
    }
  });

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(e) => {
        // Every attempt clears the last failure, also one that the form's own checks stop (as the sign-in form does).
        setFailure(null);
        void onSubmit(e);
      }}
      onFocus={onFirstFocus}
      aria-describedby={failure ? 'signup-failure' : undefined}
    >
      {failure && (
        <Alert tone="error" id="signup-failure" data-testid="signup-failure">
          {failure.text}
          {failure.retry ? <p>{SIGNUP_UI.retryHint}</p> : null}
        </Alert>
      )}
      <TextField
        label={SIGNUP_FORM_LABELS.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        requiredMark
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="auth-password">
        <TextField
          label={SIGNUP_FORM_LABELS.password}
          type="password"
          autoComplete="new-password"
          requiredMark
          aria-describedby="signup-password-policy"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordChecklist id="signup-password-policy" password={password} policy={policy} />
      </div>
      <TextField
        label={SIGNUP_FORM_LABELS.adminKey}
        hint={SIGNUP_UI.adminKeyHint}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        requiredMark
        error={errors.adminKey?.message}
        {...register('adminKey')}
      />
      <Button type="submit" loading={isSubmitting} loadingText={SIGNUP_UI.submitting} block>
        {SIGNUP_UI.submit}
      </Button>
      <nav className="auth-links" aria-label={SIGNUP_UI.haveAccount}>
        <Link to="/login">{SIGNUP_UI.toLogin}</Link>
      </nav>
    </form>
  );
}
