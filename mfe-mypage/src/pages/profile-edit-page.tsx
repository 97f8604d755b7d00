import { useSession } from 'shared/store';
import { Link } from 'shared/router';
import { Card, PageTitle, Spinner } from 'shared/ui';
import { UI } from 'shared/messages';
import { PayRelation } from '../parts/pay/pay-relation';
import { PhotoUploader } from '../parts/photo/photo-uploader';
import { ProfileForm } from '../parts/profile/profile-form';
import './mypage-pages.css';
import { MYPAGE_UI } from 'features/mypage';

/** /mypage/edit: the profile, the photo, and the pay relation of spec §3 for this worker. */
export function ProfileEditPage() {
  const worker = useSession((s) => s.worker);
  if (!worker) return <Spinner label={UI.loading} />;
  return (
    <div className="mypage-page">
      <PageTitle>{MYPAGE_UI.editTitle}</PageTitle>
      <Card aria-labelledby="photo-heading">
        <h2 id="photo-heading" className="mypage-section-title">{MYPAGE_UI.photoSection}</h2>
        <PhotoUploader />
      </Card>
      <Card aria-labelledby="profile-heading">
        <h2 id="profile-heading" className="mypage-section-title">{MYPAGE_UI.profileSection}</h2>
        <ProfileForm key={worker.id} worker={worker} />
      </Card>
      <Card aria-labelledby="pay-heading">
        <h2 id="pay-heading" className="mypage-section-title">{MYPAGE_UI.payTitle}</h2>
        <PayRelation key={`${worker.charge}-${worker.margin}`} charge={worker.charge} margin={worker.margin} />
      </Card>
      <p className="mypage-page__back">
        <Link to="/mypage">{UI.backToMypage}</Link>
      </p>
    </div>
  );
}
