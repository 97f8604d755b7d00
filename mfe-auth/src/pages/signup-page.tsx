import { PageTitle } from 'shared/ui';

import { SignupForm } from '../parts/signup/signup-form';
import './auth.css';
import { SIGNUP_UI } from 'features/auth';

export function SignupPage() {
  return (
    <div className="auth-page">
      <PageTitle>{SIGNUP_UI.title}</PageTitle>
      <p className="auth-intro">{SIGNUP_UI.intro}</p>
      <SignupForm />
    </div>
  );
}
