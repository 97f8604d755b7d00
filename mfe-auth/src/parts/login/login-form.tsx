import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from 'shared/router';
import { signIn, warmUp } from 'shared/auth';
import { returnPathAfterSignIn } from 'shared/domain';

import { ERROR_MESSAGES, jaErrorMap, UI } from 'shared/messages';
import { Alert, Button, TextField } from 'shared/ui';
import { LOGIN_FORM_LABELS, LOGIN_UI, LoginFormSchema, type LoginForm as LoginValues } from 'features/auth';

/** The address a page sent the worker here with (e.g. after an e-mail change: sign in with the new one). */
function emailFromState(state: unknown): string {
  const email = typeof state === 'object' && state !== null && 'email' in state ? state.email : null;
  return typeof email === 'string' ? email : '';
}

/** Why the shell sent the worker here (signed out in another tab, the session expired), in Japanese; else null. */
function reasonFromState(state: unknown): string | null {
  const reason = typeof state === 'object' && state !== null && 'reason' in state ? state.reason : null;
  return typeof reason === 'string' && Object.hasOwn(LOGIN_UI.reasons, reason)
    ? LOGIN_UI.reasons[reason as keyof typeof LOGIN_UI.reasons]
    : null;
}


export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const [failure, setFailure] = useState<string | null>(null);
  const reason = reasonFromState(location.state);
  const warmed = useRef(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(LoginFormSchema, { error: jaErrorMap(LOGIN_FORM_LABELS) }),
    mode: 'onTouched',
    defaultValues: { email: emailFromState(location.state), password: '' },
  });

  // Firebase Auth loads on the form's first focus, never at start (PERFORMANCE.md lever 4).
  function onFirstFocus() {
    if (warmed.current) return;
    warmed.current = true;
    void warmUp().catch(() => undefined);
  }

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await signIn(values.email, values.password);
      navigate(returnPathAfterSignIn(location.state), { replace: true });
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : ERROR_MESSAGES.DEFAULT);
    }
  });

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} onFocus={onFirstFocus} aria-describedby={failure ? 'login-failure' : undefined}>
      {reason && (
        <Alert tone="info" data-testid="login-reason">
          {reason}
        </Alert>
      )}
      {failure && (
        <Alert tone="error" id="login-failure">
          {failure}
        </Alert>
      )}
      <TextField
        label={LOGIN_FORM_LABELS.email}
        type="email"
        autoComplete="username"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={LOGIN_FORM_LABELS.password}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" loading={isSubmitting}>
        {isSubmitting ? UI.loginSubmitting : UI.loginSubmit}
      </Button>
      <nav className="auth-links" aria-label={UI.loginHelpLinks}>
        <Link to="/login/forget-password">{UI.forgotPassword}</Link>
        <Link to="/signup">{UI.signup}</Link>
      </nav>
    </form>
  );
}
