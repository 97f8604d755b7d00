import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'shared/router';
import { useSession } from 'shared/store';
import { Card, PageTitle, Spinner } from 'shared/ui';
import { EMAIL_CHANGE_CONFIRM_PARAM } from 'shared/domain';
import { UI } from 'shared/messages';
import { EmailChangeConfirm } from '../parts/email-change/email-change-confirm';
import { EmailChangeForm } from '../parts/email-change/email-change-form';
import './mypage-pages.css';
import './credentials.css';
import { EMAIL_CHANGE_UI } from 'features/mypage';

/** /mypage/email: the e-mail change form, or — opened from the confirmation mail (?confirm=…) — its confirmation. */
export function EmailPage() {
  const [params, setParams] = useSearchParams();
  const linkToken = params.get(EMAIL_CHANGE_CONFIRM_PARAM);
  // The link's token is kept by the page and taken out of the address bar and the history at once: it is a
  // credential of the change, and the page stays open (or in the history) after it signs the worker out.
  // The history entry keeps only a flag that it is the link's page: a link to /mypage/email opens the form again.
  const [kept, setKept] = useState(linkToken);
  if (linkToken !== null && linkToken !== kept) setKept(linkToken);
  const { state } = useLocation();
  const linkPage = typeof state === 'object' && state !== null && (state as { emailConfirmLink?: unknown }).emailConfirmLink === true;
  const token = linkToken ?? (linkPage ? kept : null);
  useEffect(() => {
    if (linkToken === null) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(EMAIL_CHANGE_CONFIRM_PARAM);
        return next;
      },
      { replace: true, state: { emailConfirmLink: true } },
    );
  }, [linkToken, setParams]);
  const worker = useSession((s) => s.worker);
  return (
    <div className="mypage-page">
      <PageTitle>{EMAIL_CHANGE_UI.title}</PageTitle>
      <Card>
        {token !== null ? (
          <EmailChangeConfirm token={token} />
        ) : worker ? (
          <>
            <dl className="credentials-current">
              <dt>{EMAIL_CHANGE_UI.current}</dt>
              <dd data-testid="current-email">{worker.email}</dd>
            </dl>
            <p className="credentials-intro">{EMAIL_CHANGE_UI.intro}</p>
            <EmailChangeForm key={worker.email} currentEmail={worker.email} />
          </>
        ) : (
          <Spinner label={UI.loading} />
        )}
      </Card>
      <p className="mypage-page__back">
        <Link to="/mypage">{EMAIL_CHANGE_UI.backToMypage}</Link>
      </p>
    </div>
  );
}
