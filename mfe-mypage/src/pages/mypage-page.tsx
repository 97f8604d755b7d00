import { useSession } from 'shared/store';
import { Link } from 'shared/router';
import { PageTitle, Phrases } from 'shared/ui';
import { UI } from 'shared/messages';
import { NextShiftCard, SalaryCard, UnreadNoticesCard } from '../parts/dashboard/dashboard-cards';
import { MypageMenu } from '../parts/dashboard/mypage-menu';
import { WorkerPhoto } from '../parts/photo/worker-photo';
import { ReservationCards } from '../parts/dashboard/reservation-cards';
import { MessageCard } from '../parts/dashboard/message-card';
import { DashboardRetry } from '../parts/dashboard/dashboard-retry';
import { BelowMessages, MessagesFirst } from '../parts/dashboard/below-messages';
import './mypage.css';
import './mypage-pages.css';
import { MYPAGE_UI } from 'features/mypage';

/** /mypage: who is signed in (name and photo) and what a worker wants next — notices, shifts, pay, settings. */
export function MypagePage() {
  const worker = useSession((s) => s.worker);
  return (
    <div className="mypage">
      <PageTitle>{UI.mypageTitle}</PageTitle>
      {worker && (
        <section className="mypage-profile" aria-label={MYPAGE_UI.editProfileLink}>
          <WorkerPhoto imageUrl={worker.imageUrl} alt={MYPAGE_UI.dashboardPhotoAlt(worker.name)} size="md" />
          <div className="mypage-profile__text">
            <p className="mypage__greeting" data-testid="mypage-greeting">
              <Phrases text={UI.greeting(worker.name)} />
            </p>
            {worker.displayName && worker.displayName !== worker.name && (
              <p className="mypage-profile__display" data-testid="mypage-display-name">
                {worker.displayName}
              </p>
            )}
            <Link to="/mypage/edit">{MYPAGE_UI.editProfileLink}</Link>
          </div>
        </section>
      )}
      <MessagesFirst>
        <DashboardRetry>
          <div className="dashboard-cards">
            <UnreadNoticesCard />
            <ReservationCards />
            <MessageCard />
            <BelowMessages>
              <NextShiftCard />
              <SalaryCard />
            </BelowMessages>
          </div>
        </DashboardRetry>
        <BelowMessages>
          <MypageMenu />
        </BelowMessages>
      </MessagesFirst>
    </div>
  );
}
