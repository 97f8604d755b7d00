import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { setServerFieldErrors, updateProfile } from 'shared/api';
import { ERROR_MESSAGES, jaErrorMap, PROFILE_LABELS, UI } from 'shared/messages';
import { ProfileUpdateSchema, type ProfileUpdate, type ProfileUpdateInput, type Worker } from 'shared/schemas';
import { readProfileDraft, sessionStore, writeProfileDraft } from 'shared/store';
import { Alert, Button, isProfileFieldName, ProfileFields, useOnlineAgain } from 'shared/ui';
import { MYPAGE_UI } from 'features/mypage';

function profileValues(worker: Worker): ProfileUpdateInput {
  return { name: worker.name, nameKana: worker.nameKana, displayName: worker.displayName, phone: worker.phone, bio: worker.bio };
}

/** The profile (氏名, フリガナ, 表示名, 電話番号, 自己紹介) validated with the shared schema, saved with POST /workerapi/update. */
export function ProfileForm({ worker }: { worker: Worker }) {
  // What the worker typed and has not saved is kept on the phone (shared/store's profile draft): a reload, leaving the
  // page, or a save refused with 401 and the sign-in it leads to, does not lose it. A save or ログアウト ends it.
  const [kept] = useState(() => readProfileDraft(worker.id));
  const [status, setStatus] = useState<{ tone: 'error' | 'success' | 'info'; text: string } | null>(
    kept ? { tone: 'info', text: MYPAGE_UI.profileUnsavedKept } : null,
  );
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileUpdateInput, unknown, ProfileUpdate>({
    resolver: zodResolver(ProfileUpdateSchema, { error: jaErrorMap(PROFILE_LABELS) }),
    mode: 'onTouched',
    defaultValues: kept ?? profileValues(worker),
  });

  const { onlineAgain, saveFailed } = useOnlineAgain();

  const onSubmit = handleSubmit(async (values) => {
    setStatus(null);
    saveFailed(null);
    try {
      const { worker: saved } = await updateProfile(values);
      writeProfileDraft(worker.id, null);
      sessionStore.getState().setWorker(saved);
      // The fields show what was saved (やまだ → ヤマダ, 090-1234-5678 → 09012345678), not what was typed.
      reset(profileValues(saved));
      setStatus({ tone: 'success', text: MYPAGE_UI.profileSaved });
    } catch (error) {
      // What the worker typed stays in the form; the server's field messages go under their fields.
      setServerFieldErrors(error, isProfileFieldName, setError, { focusFirst: true });
      setStatus({ tone: 'error', text: error instanceof Error && error.message ? error.message : ERROR_MESSAGES.DEFAULT });
      saveFailed(error);
    }
  });

  return (
    <form
      className="mypage-form"
      noValidate
      onSubmit={(e) => {
        // Every attempt clears the last result, also one that the form's own checks stop.
        setStatus(null);
        void onSubmit(e);
      }}
      // 保存しました is about what was saved: once the worker changes a field again, it no longer holds.
      onChange={() => {
        writeProfileDraft(worker.id, getValues(), profileValues(worker)); // every change is kept until it is saved
        if (status?.tone === 'success' || status?.tone === 'info') setStatus(null);
      }}
    >
      {/* The input kept from before is said as the form opens; the save's outcome right above the button the
          worker just tapped — on a phone the top of this long form is out of sight by then. */}
      {status?.tone === 'info' && (
        <Alert tone={status.tone} data-testid="profile-status">
          {status.text}
        </Alert>
      )}
      <ProfileFields register={register} errors={errors} />
      {onlineAgain ? (
        <Alert tone="info" data-testid="profile-online-again">
          {MYPAGE_UI.profileOnlineAgain}
        </Alert>
      ) : (
        status && status.tone !== 'info' && (
          <Alert tone={status.tone} data-testid="profile-status">
            {status.text}
          </Alert>
        )
      )}
      <Button type="submit" loading={isSubmitting} loadingText={UI.saving} block>
        {UI.save}
      </Button>
    </form>
  );
}
