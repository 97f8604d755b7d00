import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { setServerFieldErrors, updateProfile } from 'shared/api';
import { ERROR_MESSAGES, jaErrorMap, PROFILE_LABELS, UI } from 'shared/messages';
import { ProfileUpdateSchema, type ProfileUpdate, type ProfileUpdateInput, type Worker } from 'shared/schemas';
import { sessionStore } from 'shared/store';
import { Alert, Button, isProfileFieldName, ProfileFields } from 'shared/ui';
import { MYPAGE_UI } from 'features/mypage';

/** The profile (氏名, フリガナ, 表示名, 電話番号, 自己紹介) validated with the shared schema, saved with POST /workerapi/update. */
export function ProfileForm({ worker }: { worker: Worker }) {
  const [status, setStatus] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileUpdateInput, unknown, ProfileUpdate>({
    resolver: zodResolver(ProfileUpdateSchema, { error: jaErrorMap(PROFILE_LABELS) }),
    mode: 'onTouched',
    defaultValues: { name: worker.name, nameKana: worker.nameKana, displayName: worker.displayName, phone: worker.phone, bio: worker.bio },
  });

  const onSubmit = handleSubmit(async (values) => {
    setStatus(null);
    try {
      const { worker: saved } = await updateProfile(values);
      sessionStore.getState().setWorker(saved);
      setStatus({ tone: 'success', text: MYPAGE_UI.profileSaved });
    } catch (error) {
      // What the worker typed stays in the form; the server's field messages go under their fields.
      setServerFieldErrors(error, isProfileFieldName, setError);
      setStatus({ tone: 'error', text: error instanceof Error && error.message ? error.message : ERROR_MESSAGES.DEFAULT });
    }
  });

  return (
    <form
      className="mypage-form"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      // 保存しました is about what was saved: once the worker changes a field again, it no longer holds.
      onChange={() => { if (status?.tone === 'success') setStatus(null); }}
    >
      {status && (
        <Alert tone={status.tone} data-testid="profile-status">
          {status.text}
        </Alert>
      )}
      <ProfileFields register={register} errors={errors} />
      <Button type="submit" loading={isSubmitting} loadingText={UI.saving} block>
        {UI.save}
      </Button>
    </form>
  );
}
