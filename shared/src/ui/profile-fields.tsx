import type { ChangeEvent, FocusEvent } from 'react';
import { PROFILE_HINTS, PROFILE_LABELS } from 'shared/messages';
import { Phrases } from './phrases';
import { TextArea } from './text-area';
import { TextField } from './text-field';

export const PROFILE_FIELD_NAMES = ['name', 'nameKana', 'displayName', 'phone', 'bio'] as const;
export type ProfileFieldName = (typeof PROFILE_FIELD_NAMES)[number];

export function isProfileFieldName(key: string): key is ProfileFieldName {
  return (PROFILE_FIELD_NAMES as readonly string[]).includes(key);
}

/** What a form library's register() gives a field (react-hook-form's UseFormRegisterReturn fits). */
export interface RegisteredField {
  name: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => unknown;
  onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => unknown;
  ref: (instance: HTMLInputElement | HTMLTextAreaElement | null) => void;
}

export interface ProfileFieldsProps {
  register: (name: ProfileFieldName) => RegisteredField;
  errors: Partial<Record<ProfileFieldName, { message?: string | undefined } | undefined>>;
}

/**
 * The worker's profile fields (氏名, フリガナ, 表示名, 電話番号, 自己紹介), labelled and hinted the same way on the
 * sign-up profile and the profile edit. The form around them (library, submit, messages) stays the page's. A hint's
 * example (「例: 090-1234-5678」) wraps as a whole on a narrow screen, never inside the number.
 */
export function ProfileFields({ register, errors }: ProfileFieldsProps) {
  return (
    <>
      <TextField label={PROFILE_LABELS.name} hint={PROFILE_HINTS.name} autoComplete="name" requiredMark error={errors.name?.message} {...register('name')} />
      <TextField label={PROFILE_LABELS.nameKana} hint={<Phrases text={PROFILE_HINTS.nameKana} breakAfter="。" />} requiredMark error={errors.nameKana?.message} {...register('nameKana')} />
      <TextField
        label={PROFILE_LABELS.displayName}
        hint={PROFILE_HINTS.displayName}
        autoComplete="nickname"
        requiredMark
        error={errors.displayName?.message}
        {...register('displayName')}
      />
      <TextField
        label={PROFILE_LABELS.phone}
        hint={<Phrases text={PROFILE_HINTS.phone} breakAfter="。" />}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        requiredMark
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextArea label={PROFILE_LABELS.bio} hint={PROFILE_HINTS.bio} error={errors.bio?.message} {...register('bio')} />
    </>
  );
}
