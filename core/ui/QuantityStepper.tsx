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

  // Reads and writes the field itself: a blur right after typing may come before the draft state
  // re-renders, and a draft that ends where it began would leave the typed text on screen.
  const commit = (input: HTMLInputElement) => {
    const text = input.value;
    const typed = Number(text.replace(/\s/g, "").replace(",", "."));
    const next = normalizeAmount(Number.isFinite(typed) && text.trim() !== "" ? typed : amount, rules);
    input.value = String(next);
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
        onBlur={(e) => commit(e.target as HTMLInputElement)}
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
