import { PageTitle } from 'shared/ui';

import { PasswordResetForm } from '../parts/password-reset/password-reset-form';
import './auth.css';
import { PASSWORD_RESET_UI } from 'features/auth';

export function ForgetPasswordPage() {
  return (
    <div className="auth-page">
      <PageTitle>{PASSWORD_RESET_UI.title}</PageTitle>
      <p className="auth-intro">{PASSWORD_RESET_UI.intro}</p>
      <PasswordResetForm />
    </div>
  );
}
