import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'shared/router';
import { setServerFieldErrors, updateProfile } from 'shared/api';
import { ERROR_MESSAGES, jaErrorMap, PROFILE_LABELS } from 'shared/messages';
import { ProfileUpdateSchema, type ProfileUpdate, type ProfileUpdateInput, type Worker } from 'shared/schemas';
import { readProfileDraft, sessionStore, writeProfileDraft } from 'shared/store';
import { Alert, Button, isProfileFieldName, ProfileFields, useOnlineAgain } from 'shared/ui';
import { SIGNUP_PROFILE_UI } from 'features/auth';

/**
 * /signup/profile: the profile a worker of the service needs — 氏名, フリガナ (katakana), 表示名, 電話番号 and an
 * optional 自己紹介 — validated with the shared schema (Japanese messages), saved with POST /workerapi/update,
 * which marks the profile completed; then マイページ. Until then the shell's guard brings the worker back here.
 */
export function SignupProfileForm({ worker }: { worker: Worker | null }) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  // A registration that failed for want of a connection: once the phone is back online, its 「ネットワークエラー…」
  // no longer holds, and the form says so (as every マイページ form does).
  const { onlineAgain, saveFailed } = useOnlineAgain();
  const saved: ProfileUpdateInput = {
    name: worker?.name ?? '',
    nameKana: worker?.nameKana ?? '',
    displayName: worker?.displayName ?? '',
    phone: worker?.phone ?? '',
    bio: worker?.bio ?? '',
  };
  // What the worker typed is kept on the phone until it is registered (shared/store's profile draft): a reload, or the
  // phone closing the page while the worker looks up a number, does not lose it. ログアウト removes it.
  const [kept] = useState(() => (worker ? readProfileDraft(worker.id) : null));
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ProfileUpdateInput, unknown, ProfileUpdate>({
    resolver: zodResolver(ProfileUpdateSchema, { error: jaErrorMap(PROFILE_LABELS) }),
    mode: 'onTouched',
    defaultValues: kept ?? saved,
  });

  const onSubmit = handleSubmit(
    async (values) => {
      setFailure(null);
      saveFailed(null);
      try {
        const { worker: registered } = await updateProfile(values);
        writeProfileDraft(registered.id, null);
        sessionStore.getState().setWorker(registered);
        navigate('/mypage', { replace: true });
      } catch (error) {
        // What the worker typed stays; the server's field messages go under their fields.
        setServerFieldErrors(error, isProfileFieldName, setError, { focusFirst: true });
        setFailure(error instanceof Error && error.message ? error.message : ERROR_MESSAGES.DEFAULT);
        saveFailed(error);
      }
    },
    () => setFailure(SIGNUP_PROFILE_UI.fixErrors),
  );

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      onChange={() => {
        if (worker) writeProfileDraft(worker.id, getValues(), saved);
      }}
      aria-describedby={failure && !onlineAgain ? 'profile-failure' : undefined}
    >
      {kept && !failure && (
        <Alert tone="info" data-testid="profile-draft-restored">
          {SIGNUP_PROFILE_UI.draftRestored}
        </Alert>
      )}
      {onlineAgain ? (
        <Alert tone="info" data-testid="profile-online-again">
          {SIGNUP_PROFILE_UI.onlineAgain}
        </Alert>
      ) : (
        failure && (
          <Alert tone="error" id="profile-failure" data-testid="profile-failure">
            {failure}
          </Alert>
        )
      )}
      <ProfileFields register={register} errors={errors} />
      <Button type="submit" loading={isSubmitting} loadingText={SIGNUP_PROFILE_UI.submitting} block>
        {SIGNUP_PROFILE_UI.submit}
      </Button>
    </form>
  );
}
