import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from 'shared/ui';
import { requiredCharge, workerSalary } from 'features/domain';
import { CALCULATOR_MAX_AMOUNT, SALARY_UI, SalaryCalculatorFormSchema, formatYen, normalizeNumberText } from 'features/salary';

interface CalculatorValues {
  amount: string;
  margin: string;
}

/** The typed text as a whole number in 0..max, or null (the field then shows its message, the result '—'). */
function wholeOrNull(text: string, max: number): number | null {
  const value = normalizeNumberText(text);
  if (!/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n <= max ? n : null;
}

/** How long typing pauses before the results are announced (not one announcement per digit). */
const CALCULATOR_ANNOUNCE_AFTER_MS = 1000;

/** `value` once it has not changed for `delayMs`. */
function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Spec §3's two formulas, which workers use to negotiate prices: for an amount and a margin, 手取り (formula 1:
 * the take-home when the amount is the charge) and 必要な料金 (formula 2: the charge needed to take the amount
 * home). Prefilled with the worker's own charge and margin; results update as the worker types; an invalid
 * field shows a Japanese message under it instead of a number.
 */
export function SalaryCalculator({ charge, margin }: { charge: number | undefined; margin: number | undefined }) {
  const {
    register,
    control,
    formState: { errors },
  } = useForm<CalculatorValues>({
    resolver: zodResolver(SalaryCalculatorFormSchema),
    mode: 'onChange',
    defaultValues: { amount: charge === undefined ? '' : String(charge), margin: margin === undefined ? '' : String(margin) },
  });
  const [amountText, marginText] = useWatch({ control, name: ['amount', 'margin'] });
  const amount = wholeOrNull(amountText, CALCULATOR_MAX_AMOUNT);
  const pct = wholeOrNull(marginText, 99);
  const ready = amount !== null && pct !== null;
  const takeHome = ready ? formatYen(workerSalary(amount, pct)) : SALARY_UI.calculatorInvalid;
  const required = ready ? formatYen(requiredCharge(amount, pct)) : SALARY_UI.calculatorInvalid;
  // The results change with every digit: a screen reader hears them once, named, when the typing pauses (an
  // invalid field says so itself, under the field).
  const announcement = useSettled(ready ? SALARY_UI.calculatorAnnouncement(takeHome, required) : '', CALCULATOR_ANNOUNCE_AFTER_MS);

  return (
    <section className="salary-section salary-calculator salary-no-print" aria-labelledby="salary-calculator-title" data-testid="salary-calculator">
      <h2 id="salary-calculator-title" className="salary-section__title">
        {SALARY_UI.calculatorTitle}
      </h2>
      <p className="salary-muted">{SALARY_UI.calculatorIntro}</p>
      <form className="salary-calculator__fields" noValidate onSubmit={(e) => e.preventDefault()}>
        <TextField label={SALARY_UI.calculatorAmount} inputMode="numeric" autoComplete="off" error={errors.amount?.message ?? null} {...register('amount')} />
        <TextField label={SALARY_UI.calculatorMargin} inputMode="numeric" autoComplete="off" error={errors.margin?.message ?? null} {...register('margin')} />
      </form>
      <p className="salary-visually-hidden" role="status" data-testid="calc-announcement">{announcement}</p>
      <dl className="salary-calculator__results">
        <div>
          <dt>{SALARY_UI.calculatorTakeHome}</dt>
          <dd className="salary-num" data-testid="calc-take-home">
            {takeHome}
          </dd>
          <dd className="salary-muted salary-calculator__hint">{SALARY_UI.calculatorTakeHomeHint}</dd>
        </div>
        <div>
          <dt>{SALARY_UI.calculatorRequired}</dt>
          <dd className="salary-num" data-testid="calc-required">
            {required}
          </dd>
          <dd className="salary-muted salary-calculator__hint">{SALARY_UI.calculatorRequiredHint}</dd>
        </div>
      </dl>
    </section>
  );
}
