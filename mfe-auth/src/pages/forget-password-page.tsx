import { PageTitle } from 'shared/ui';
import { PASSWORD_RESET_UI } from 'shared/messages';
import { PasswordResetForm } from '../features/password-reset/password-reset-form';
import './auth.css';

export function ForgetPasswordPage() {
  return (
    <div className="auth-page">
      <PageTitle>{PASSWORD_RESET_UI.title}</PageTitle>
      <p className="auth-intro">{PASSWORD_RESET_UI.intro}</p>
      <PasswordResetForm />
    </div>
  );
}
