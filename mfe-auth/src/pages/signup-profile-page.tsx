import { PageTitle } from 'shared/ui';

import { useSession } from 'shared/store';
import { SignupProfileForm } from '../parts/signup-profile/signup-profile-form';
import './auth.css';
import { SIGNUP_PROFILE_UI } from 'features/auth';

export function SignupProfilePage() {
  // The shell's guard loads the worker before this page renders (the route needs a stored token).
  const worker = useSession((s) => s.worker);
  return (
    <div className="auth-page">
      <PageTitle>{SIGNUP_PROFILE_UI.title}</PageTitle>
      <p className="auth-intro">{SIGNUP_PROFILE_UI.intro}</p>
      <SignupProfileForm key={worker?.id ?? 'none'} worker={worker} />
    </div>
  );
}
