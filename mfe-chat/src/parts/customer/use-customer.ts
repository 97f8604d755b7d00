import { useCallback, useEffect, useState } from 'react';
import { toApiError, type ApiError } from 'shared/api';
import { getCustomerProfile, type CustomerProfile } from 'features/chat';

export type CustomerState = { status: 'loading' } | { status: 'error'; error: ApiError } | { status: 'ready'; user: CustomerProfile };

/** GET /workerapi/users/{id}: loading → ready | error, `reload()` for 再試行. */
export function useCustomer(id: string, load: typeof getCustomerProfile = getCustomerProfile) {
  const [state, setState] = useState<CustomerState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    load(id, { signal: controller.signal }).then(
      ({ user }) => setState({ status: 'ready', user }),
      (e: unknown) => {
        const error = toApiError(e);
        if (!error.canceled) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [id, attempt, load]);
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, reload };
}
