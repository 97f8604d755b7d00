import { useParams } from 'shared/router';
import { LoadError, PageTitle, useNow, useResource } from 'shared/ui';
import { ERROR_MESSAGES } from 'shared/messages';
import { CustomerIdSchema, getCustomerProfile, RESERVATION_UI } from 'features/chat';
import { LoadingSkeleton, NotFoundError } from '../parts/common/load-states';
import { CustomerProfileView } from '../parts/customer/customer-profile-view';
import { useHolidays } from '../parts/holidays/use-holidays';
import '../parts/common/chat.css';

/**
 * /mypage/user/{id}: a customer's profile. Only customers with whom the worker has (or had) a reservation;
 * any other id — someone else's customer, unknown, malformed — is the spec's not-found screen (the API's 404).
 */
export function UserPage() {
  const { id = '' } = useParams();
  if (!CustomerIdSchema.safeParse(id).success) throw new NotFoundError(ERROR_MESSAGES.NOT_FOUND);
  return <UserContent key={id} id={id} />;
}

function UserContent({ id }: { id: string }) {
  const { state, reload } = useResource(id, (signal) => getCustomerProfile(id, { signal }).then((r) => r.user));
  const now = useNow();
  const holidayName = useHolidays();
  if (state.status === 'error' && state.error.status === 404) throw new NotFoundError(ERROR_MESSAGES.NOT_FOUND);
  return (
    <div className="chat-page">
      <PageTitle>{RESERVATION_UI.userTitle}</PageTitle>
      {state.status === 'loading' ? <LoadingSkeleton label={RESERVATION_UI.userLoading} rows={3} /> : null}
      {state.status === 'error' ? <LoadError title={RESERVATION_UI.userLoadError} error={state.error} onRetry={reload} /> : null}
      {state.status === 'ready' ? <CustomerProfileView user={state.value} now={now} holidayName={holidayName} /> : null}
    </div>
  );
}
