import { LoginForm } from '../parts/login/login-form';
import { PageTitle } from 'shared/ui';
import { UI } from 'shared/messages';
import './auth.css';

export function LoginPage() {
  return (
    <div className="auth-page">
      <PageTitle>{UI.loginTitle}</PageTitle>
      <LoginForm />
    </div>
  );
}
