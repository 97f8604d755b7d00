import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, useReloadWhenOnline } from 'shared/ui';
import { UI } from 'shared/messages';
import { MYPAGE_UI } from 'features/mypage';

interface RetryRegistry {
  /** A card whose last load failed; returns its removal (the card loads again, or leaves). */
  register: (id: string, retry: () => void) => () => void;
}

const RetryContext = createContext<RetryRegistry | null>(null);

/**
 * My page's cards load on their own. When one or more could not (no signal between jobs, a server error), one
 * message above them says so with 再試行, which loads again just the cards that failed; so does the phone coming
 * back online. The cards that answered keep what they show.
 */
export function DashboardRetry({ children }: { children: ReactNode }) {
  const [failed, setFailed] = useState<ReadonlyMap<string, () => void>>(() => new Map());
  const register = useCallback((id: string, retry: () => void) => {
    setFailed((cards) => new Map(cards).set(id, retry));
    return () =>
      setFailed((cards) => {
        if (!cards.has(id)) return cards;
        const rest = new Map(cards);
        rest.delete(id);
        return rest;
      });
  }, []);
  const registry = useMemo(() => ({ register }), [register]);
  const retry = useCallback(() => {
    for (const again of failed.values()) again();
  }, [failed]);

  useReloadWhenOnline(failed.size > 0, retry);

  return (
    <RetryContext.Provider value={registry}>
      {failed.size > 0 ? (
        <Alert tone="error" className="dashboard-retry" data-testid="dashboard-retry" action={<Button variant="secondary" onClick={retry}>{UI.retry}</Button>}>
          {MYPAGE_UI.dashboardPartlyUnavailable}
        </Alert>
      ) : null}
      {children}
    </RetryContext.Provider>
  );
}

/**
 * For a card: its load's attempt number, which grows each time the worker retries (or the phone comes back
 * online) while the card's last load `failed`; `reset` first puts the card back to loading. Put the number in
 * the load effect's dependencies — or, for a card on shared/ui's useResource, pass its `reload` as `reset`.
 */
export function useRetryAttempt(failed: boolean, reset: () => void): number {
  const registry = useContext(RetryContext);
  const [attempt, setAttempt] = useState(0);
  const id = useId();
  const resetRef = useRef(reset);
  useEffect(() => {
    resetRef.current = reset;
  });
  useEffect(() => {
    if (!failed || !registry) return;
    return registry.register(id, () => {
      resetRef.current();
      setAttempt((n) => n + 1);
    });
  }, [failed, registry, id]);
  return attempt;
}
