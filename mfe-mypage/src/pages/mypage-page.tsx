import { useSession } from 'shared/store';
import { PageTitle } from 'shared/ui';
import { UI } from 'shared/messages';
import { MypageMenu } from '../features/dashboard/mypage-menu';
import './mypage.css';

export function MypagePage() {
  const worker = useSession((s) => s.worker);
  return (
    <div className="mypage">
      <PageTitle>{UI.mypageTitle}</PageTitle>
      {worker && (
        <p className="mypage__greeting" data-testid="mypage-greeting">
          {UI.greeting(worker.name)}
        </p>
      )}
      <MypageMenu />
    </div>
  );
}
