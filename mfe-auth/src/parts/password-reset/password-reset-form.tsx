import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation } from 'shared/router';
import { AuthError, sendPasswordReset, warmUp } from 'shared/auth';
import { ERROR_MESSAGES, jaErrorMap, normalizeAuthErrorCode } from 'shared/messages';

import { Alert, Button, TextField } from 'shared/ui';
import { PASSWORD_RESET_UI, PASSWORD_RESET_FORM_LABELS, PasswordResetFormSchema, type PasswordResetFormValues } from 'features/auth';
import { emailFromState } from '../common/email-from-state';

/**
 * Provider answers that must not reveal anything: an unknown address looks exactly like a known one
 * (the provider itself says nothing when e-mail enumeration protection is on).
 */
const SILENT_CODES = new Set(['user-not-found', 'user-disabled']);

/**
 * /login/forget-password: sends the identity provider's password-reset e-mail. The screen says it was sent
 * without revealing whether the address is registered. The link in the mail leads to the provider's page
 * where the new password is set; then the worker signs in at /login.
 */
export function PasswordResetForm() {
  const location = useLocation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const warmed = useRef(false);
  const sentRef = useRef<HTMLDivElement>(null);
  const sendingAgain = useRef(false);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetFormValues>({
    resolver: zodResolver(PasswordResetFormSchema, { error: jaErrorMap(PASSWORD_RESET_FORM_LABELS) }),
    mode: 'onTouched',
    // The address typed on /login comes along (its navigation state), so it need not be typed twice.
    defaultValues: { email: emailFromState(location.state) },
  });

  // The form the worker was in is replaced: focus left on the gone button would drop to <body>, and a screen reader
  // would not hear where it is. It goes to what took the form's place — the sent message, or again the address.
  useEffect(() => {
    if (sentTo !== null) {
      sentRef.current?.focus();
    } else if (sendingAgain.current) {
      sendingAgain.current = false;
      setFocus('email');
    }
  }, [sentTo, setFocus]);

  function onFirstFocus() {
    if (warmed.current) return;
    warmed.current = true;
    void warmUp();
  }

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await sendPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      if (error instanceof AuthError && SILENT_CODES.has(normalizeAuthErrorCode(error.code))) {
        setSentTo(email);
        return;
      }
      setFailure(error instanceof Error && error.message ? error.message : ERROR_MESSAGES.DEFAULT);
    }
  });

  if (sentTo !== null) {
    return (
      <div className="auth-form" ref={sentRef} tabIndex={-1}>
        <Alert tone="success" title={PASSWORD_RESET_UI.sentTitle} data-testid="reset-sent">
          <p>{PASSWORD_RESET_UI.sent(sentTo)}</p>
          <p>{PASSWORD_RESET_UI.notReceived}</p>
        </Alert>
        <nav className="auth-links" aria-label={PASSWORD_RESET_UI.title}>
          <Link to="/login">{PASSWORD_RESET_UI.backToLogin}</Link>
          <Button
            variant="ghost"
            onClick={() => {
              // The address stays in the field (the form keeps its values): a typo is fixed, not the whole address typed again.
              sendingAgain.current = true;
              setSentTo(null);
            }}
          >
            {PASSWORD_RESET_UI.sendAgain}
          </Button>
        </nav>
      </div>
    );
  }

  return (
    <form className="auth-form" noValidate onSubmit={(e) => { setFailure(null); void onSubmit(e); }} onFocus={onFirstFocus} aria-describedby={failure ? 'reset-failure' : undefined}>
      {failure && (
        <Alert tone="error" id="reset-failure">
          {failure}
        </Alert>
      )}
      <TextField
        label={PASSWORD_RESET_FORM_LABELS.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" loading={isSubmitting} loadingText={PASSWORD_RESET_UI.submitting} block>
        {PASSWORD_RESET_UI.submit}
      </Button>
      <nav className="auth-links" aria-label={PASSWORD_RESET_UI.title}>
        <Link to="/login">{PASSWORD_RESET_UI.backToLogin}</Link>
      </nav>
    </form>
  );
}
