import { useId, useState } from 'react';

import { TextField } from 'shared/ui';
import { requiredCharge, workerSalary } from 'features/domain';
import { MYPAGE_UI } from 'features/mypage';

/** A typed yen amount → integer, or null when it is not a non-negative whole number (commas and full-width digits accepted). */
export function parseYen(value: string): number | null {
  const digits = value.replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0)).replace(/[,，円\s]/g, '');
  if (!/^\d{1,9}$/.test(digits)) return null;
  return Number(digits);
}

/**
 * Spec §3's pay relation for this worker: take-home per charge = charge × (100 − margin) / 100 rounded down
 * to 10 yen, and, for a take-home amount the worker types, the charge it needs = amount / (1 − margin/100)
 * rounded up to 10 yen.
 */
export function PayRelation({ charge, margin }: { charge: number; margin: number }) {
  const [chargeText, setChargeText] = useState(String(charge));
  const [amountText, setAmountText] = useState('');
  const takeHomeId = useId();
  const neededId = useId();
  const chargeValue = parseYen(chargeText);
  const amountValue = parseYen(amountText);

  return (
    <div className="pay-relation">
      <p className="pay-relation__note">{MYPAGE_UI.payDescription(margin)}</p>
      <div className="pay-relation__row">
        <TextField
          label={MYPAGE_UI.payChargeLabel}
          inputMode="numeric"
          value={chargeText}
          onChange={(e) => setChargeText(e.target.value)}
          error={chargeText !== '' && chargeValue === null ? MYPAGE_UI.payInvalidAmount : null}
          aria-controls={takeHomeId}
        />
        <p className="pay-relation__result">
          {MYPAGE_UI.payTakeHome}:{' '}
          <output id={takeHomeId} aria-live="polite" data-testid="pay-take-home">
            {chargeValue === null ? '—' : MYPAGE_UI.payYen(workerSalary(chargeValue, margin))}
          </output>
        </p>
      </div>
      <div className="pay-relation__row">
        <TextField
          label={MYPAGE_UI.payAmountLabel}
          inputMode="numeric"
          value={amountText}
          onChange={(e) => setAmountText(e.target.value)}
          error={amountText !== '' && amountValue === null ? MYPAGE_UI.payInvalidAmount : null}
          aria-controls={neededId}
        />
        <p className="pay-relation__result">
          {MYPAGE_UI.payRequiredCharge}:{' '}
          <output id={neededId} aria-live="polite" data-testid="pay-required-charge">
            {amountValue === null ? '—' : MYPAGE_UI.payYen(requiredCharge(amountValue, margin))}
          </output>
        </p>
      </div>
    </div>
  );
}
