import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from 'shared/api';
import { AuthError, reauthenticate, warmUp } from 'shared/auth';
import { ERROR_MESSAGES, jaErrorMap, normalizeAuthErrorCode } from 'shared/messages';

import { Alert, Button, TextField, useOnlineAgain } from 'shared/ui';
import { requestEmailChange, EMAIL_CHANGE_UI, EMAIL_CHANGE_FORM_LABELS, EmailChangeFormSchema, type EmailChangeFormValues } from 'features/mypage';

/**
 * /mypage/email: the new sign-in address and the current password. Reauthenticates (wrong → spec §8
 * 'パスワードが間違っています'), then POST /workerapi/email — a confirmation mail with a link goes to the new
 * address; the change happens only when the link is opened (EmailChangeConfirm).
 */
export function EmailChangeForm({ currentEmail }: { currentEmail: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { onlineAgain, saveFailed } = useOnlineAgain();
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<EmailChangeFormValues>({
    resolver: zodResolver(EmailChangeFormSchema, { error: jaErrorMap(EMAIL_CHANGE_FORM_LABELS) }),
    mode: 'onTouched',
    defaultValues: { newEmail: '', password: '' },
  });

  useEffect(() => {
    void warmUp();
  }, []);

  const onSubmit = handleSubmit(async ({ newEmail, password }) => {
    setFailure(null);
    setSentTo(null);
    saveFailed(null);
    if (newEmail.toLowerCase() === currentEmail.toLowerCase()) {
      setError('newEmail', { message: EMAIL_CHANGE_UI.sameAsCurrent }, { shouldFocus: true });
      return;
    }
    try {
      await reauthenticate(password);
      const { sentTo: address } = await requestEmailChange({ newEmail });
      resetField('password');
      setSentTo(address);
    } catch (error) {
      if (error instanceof AuthError && normalizeAuthErrorCode(error.code) === 'wrong-password') {
        setError('password', { message: error.message }, { shouldFocus: true });
      }
      if (isApiError(error)) {
        if (error.code === 'EMAIL_IN_USE' || error.code === 'EMAIL_UNCHANGED') setError('newEmail', { message: error.message });
        const field = error.fields?.newEmail?.[0];
        if (field) setError('newEmail', { message: field });
      }
      setFailure(error instanceof Error && error.message ? error.message : ERROR_MESSAGES.DEFAULT);
      saveFailed(error);
    }
  });

  return (
    <form
      className="mypage-form"
      noValidate
      onSubmit={(e) => {
        // Every attempt clears the last result, also one that the form's own checks stop: 確認メールを送信しました
        // above a refused 'abc@' would say the new attempt went out.
        setFailure(null);
        setSentTo(null);
        void onSubmit(e);
      }}
    >
      {sentTo && (
        <Alert tone="success" title={EMAIL_CHANGE_UI.sentTitle} data-testid="email-change-sent">
          {EMAIL_CHANGE_UI.sent(sentTo)}
        </Alert>
      )}
      {onlineAgain ? (
        <Alert tone="info" data-testid="email-change-online-again">
          {EMAIL_CHANGE_UI.onlineAgain}
        </Alert>
      ) : (
        failure && (
          <Alert tone="error" data-testid="email-change-failure">
            {failure}
          </Alert>
        )
      )}
      <TextField
        label={EMAIL_CHANGE_FORM_LABELS.newEmail}
        type="email"
        autoComplete="email"
        inputMode="email"
        requiredMark
        error={errors.newEmail?.message}
        {...register('newEmail')}
      />
      <TextField
        label={EMAIL_CHANGE_FORM_LABELS.password}
        hint={EMAIL_CHANGE_UI.passwordHint}
        type="password"
        autoComplete="current-password"
        requiredMark
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" loading={isSubmitting} loadingText={EMAIL_CHANGE_UI.submitting} block>
        {EMAIL_CHANGE_UI.submit}
      </Button>
    </form>
  );
}
