import { Link } from 'shared/router';
import { Card, PageTitle } from 'shared/ui';
import { UI } from 'shared/messages';

/** A route of spec §2 whose page is not built yet: says so and offers a way back. */
export function ComingSoonPage() {
  return (
    <Card>
      <PageTitle>{UI.comingSoonTitle}</PageTitle>
      <p>{UI.comingSoonBody}</p>
      <Link to="/mypage">{UI.backToMypage}</Link>
    </Card>
  );
}
