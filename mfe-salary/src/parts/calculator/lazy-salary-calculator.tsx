import { useCallback, useEffect, useRef, useState, type ComponentProps, type ComponentType } from 'react';
import { ERROR_MESSAGES } from 'shared/messages';
import { LoadError, Spinner, afterPaint } from 'shared/ui';
import { SALARY_UI } from 'features/salary';
import type { SalaryCalculator } from './salary-calculator';

type Props = ComponentProps<typeof SalaryCalculator>;
type State = { status: 'loading' } | { status: 'ready'; Calculator: ComponentType<Props> } | { status: 'error' };

const loadCalculator = () => import('./salary-calculator').then((m) => m.SalaryCalculator);
/** The load starts this long after the page rendered at the latest (no paint reported: Safari, a page already shown). */
const LOAD_WITHIN_MS = 500;

/**
 * The calculator, with its code — and the form library it takes from the shell — loaded once the page has been
 * painted (shared/ui afterPaint) and the browser is idle, so the statements and the year, what a worker opens the
 * page for, never share the network with them. Below everything else, under its own heading: nothing moves when it
 * arrives. A failed load (offline before the app was cached) says so with 再試行,
 * which imports it again (no cached failure).
 */
export function LazySalaryCalculator(props: Props & { load?: () => Promise<ComponentType<Props>> }) {
  const { load = loadCalculator, ...calculatorProps } = props;
  const [state, setState] = useState<State>({ status: 'loading' });
  const live = useRef(true);
  const start = useCallback(() => {
    setState({ status: 'loading' });
    load().then(
      (Calculator) => { if (live.current) setState({ status: 'ready', Calculator }); },
      (error: unknown) => {
        console.warn('[mfe-salary] the calculator could not be loaded', error);
        if (live.current) setState({ status: 'error' });
      },
    );
  }, [load]);
  useEffect(() => {
    live.current = true;
    // Once the page's content has been painted (not a frame or idle callback after the render: the browser reports
    // the paint later), then in an idle moment.
    let idle: number | null = null;
    const cancel = afterPaint(() => {
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(start, { timeout: LOAD_WITHIN_MS });
      else start();
    }, { waitMs: LOAD_WITHIN_MS });
    return () => {
      live.current = false;
      cancel();
      if (idle !== null) window.cancelIdleCallback(idle);
    };
  }, [start]);

  if (state.status === 'ready') return <state.Calculator {...calculatorProps} />;
  return (
    <section className="salary-section salary-calculator salary-no-print" aria-labelledby="salary-calculator-title" data-testid="salary-calculator-pending">
      <h2 id="salary-calculator-title" className="salary-section__title">
        {SALARY_UI.calculatorTitle}
      </h2>
      {state.status === 'loading' ? (
        <Spinner label={SALARY_UI.calculatorLoading} />
      ) : (
        <LoadError title={SALARY_UI.calculatorLoadError} error={{ message: ERROR_MESSAGES.NETWORK_ERROR }} onRetry={start} />
      )}
    </section>
  );
}
