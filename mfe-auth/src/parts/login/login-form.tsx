import { useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from 'shared/router';
import { signIn, tokenSubject, warmUp } from 'shared/auth';
import { sessionStore } from 'shared/store';
import { returnPathAfterSignIn } from 'shared/domain';

import { ERROR_MESSAGES, jaErrorMap, UI } from 'shared/messages';
import { Alert, Button, TextField, useOnlineAgain } from 'shared/ui';
import { LOGIN_FORM_LABELS, LOGIN_UI, LoginFormSchema, type LoginForm as LoginValues } from 'features/auth';
import { emailFromState } from '../common/email-from-state';


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
  // A sign-in that failed for want of a connection: once the phone is back online, its 「ネットワークエラー…」 no
  // longer holds, and the form says so (as every マイページ form does).
  const { onlineAgain, saveFailed } = useOnlineAgain();
  const reason = reasonFromState(location.state);
  const warmed = useRef(false);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(LoginFormSchema, { error: jaErrorMap(LOGIN_FORM_LABELS) }),
    mode: 'onTouched',
    defaultValues: { email: emailFromState(location.state), password: '' },
  });

  // The address typed so far goes along to the password reset page, so it need not be typed twice.
  const email = useWatch({ control, name: 'email' });

  // Firebase Auth loads on the form's first focus, never at start (PERFORMANCE.md lever 4).
  function onFirstFocus() {
    if (warmed.current) return;
    warmed.current = true;
    void warmUp().catch(() => undefined);
  }

  const submitValues = handleSubmit(async (values) => {
    saveFailed(null);
    try {
      await signIn(values.email, values.password);
      // someone else than the worker who was on the page signing in: my page (shared/domain returnPathAfterSignIn)
      const token = sessionStore.getState().token;
      navigate(returnPathAfterSignIn(location.state, token ? tokenSubject(token) : null), { replace: true });
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : ERROR_MESSAGES.DEFAULT);
      saveFailed(error);
    }
  });
  // Every attempt clears the last sign-in failure, also one that the form's own checks stop.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setFailure(null);
    return submitValues(event);
  };

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} onFocus={onFirstFocus} aria-describedby={failure && !onlineAgain ? 'login-failure' : undefined}>
      {reason && (
        <Alert tone="info" data-testid="login-reason">
          {reason}
        </Alert>
      )}
      {onlineAgain ? (
        <Alert tone="info" data-testid="login-online-again">
          {LOGIN_UI.onlineAgain}
        </Alert>
      ) : (
        failure && (
          <Alert tone="error" id="login-failure">
            {failure}
          </Alert>
        )
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
        <Link to="/login/forget-password" state={email ? { email } : undefined}>
          {UI.forgotPassword}
        </Link>
        <Link to="/signup">{UI.signup}</Link>
      </nav>
    </form>
  );
}
