import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { decreaseAmount, increaseAmount, normalizeAmount, type QuantityRules } from "../quantity.ts";

interface QuantityStepperProps {
  amount: number;
  rules: QuantityRules;
  onChange: (amount: number) => void;
  /** The id of the text that explains the amount rules, for aria-describedby. */
  describedBy?: string;
}

/**
 * Amount input with plus and minus (section 5). Typing is free; the amount is normalised on blur,
 * and Enter blurs the field.
 */
export function QuantityStepper({ amount, rules, onChange, describedBy }: QuantityStepperProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(String(amount));
  useEffect(() => setDraft(String(amount)), [amount]);

  const commit = () => {
    const typed = Number(draft.replace(/\s/g, "").replace(",", "."));
    const next = normalizeAmount(Number.isFinite(typed) && draft.trim() !== "" ? typed : amount, rules);
    setDraft(String(next));
    if (next !== amount) onChange(next);
  };

  return (
    <div className="stepper" part="quantity">
      <button type="button" aria-label={t`Menge verringern`} onClick={() => onChange(decreaseAmount(amount, rules))}>
        −
      </button>
      <input
        type="text"
        inputMode="numeric"
        aria-label={t`Menge`}
        aria-describedby={describedBy}
        value={draft}
        onInput={(e) => setDraft((e.target as HTMLInputElement).value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === "Enter") (e.target as HTMLInputElement).blur();
        }}
      />
      <button type="button" aria-label={t`Menge erhöhen`} onClick={() => onChange(increaseAmount(amount, rules))}>
        +
      </button>
    </div>
  );
}
