// shared/ui — design tokens (styles.css) and accessible components used by every remote.
import './styles.css';

export { cx } from './class-names';
export { Button } from './button';
export type { ButtonProps, ButtonVariant } from './button';
export { TextField } from './text-field';
export type { TextFieldProps } from './text-field';
export { Alert } from './alert';
export type { AlertProps, AlertTone } from './alert';
export { Spinner } from './spinner';
export type { SpinnerProps } from './spinner';
export { Card } from './card';
export type { CardProps } from './card';
export { PageTitle } from './page-title';
export type { PageTitleProps } from './page-title';
export { Icon } from './icon';
export type { IconProps } from './icon';
export { VisuallyHidden } from './visually-hidden';
export type { VisuallyHiddenProps } from './visually-hidden';
export { ICON_NAMES } from 'shared/domain';
export type { IconName } from 'shared/domain';
export { PasswordChecklist, usePasswordPolicy } from './password-checklist';
export type { PasswordChecklistProps, PasswordPolicyState } from './password-checklist';
export { TextArea } from './text-area';
export type { TextAreaProps } from './text-area';
export { ProfileFields, PROFILE_FIELD_NAMES, isProfileFieldName } from './profile-fields';
export type { ProfileFieldName, ProfileFieldsProps, RegisteredField } from './profile-fields';
