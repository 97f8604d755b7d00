import { Link } from 'shared/router';
import { Card, PageTitle } from 'shared/ui';

import { PasswordChangeForm } from '../parts/password-change/password-change-form';
import './mypage-pages.css';
import './credentials.css';
import { PASSWORD_CHANGE_UI } from 'features/mypage';

/** /mypage/password */
export function PasswordPage() {
  return (
    <div className="mypage-page">
      <PageTitle>{PASSWORD_CHANGE_UI.title}</PageTitle>
      <Card>
        <p className="credentials-intro">{PASSWORD_CHANGE_UI.intro}</p>
        <PasswordChangeForm />
      </Card>
      <p className="mypage-page__back">
        <Link to="/mypage">{PASSWORD_CHANGE_UI.backToMypage}</Link>
      </p>
    </div>
  );
}
