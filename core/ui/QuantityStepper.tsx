import { useLingui } from "@lingui/react/macro";
import { useId, useLayoutEffect, useRef, useState } from "react";
import type { AmountField } from "./use-amount-field.ts";
import { useHeldWhilePressed } from "./use-held-while-pressed.ts";

interface QuantityStepperProps {
  field: AmountField;
  /** The id of the text that explains the amount (its unit), for aria-describedby. */
  describedBy?: string;
}

/**
 * Amount input with plus and minus (section 5). Typing is free; the amount is normalised on blur
 * and on Enter, which keeps focus in the field. What a rule changed is said in a polite live region
 * that is always there (a region added with its message is not announced), tied to the input.
 * A note that comes or goes as a click on a button below leaves the field waits for that click.
 * Renders two siblings, the stepper and its note, so the parent's layout places the note.
 */
export function QuantityStepper({ field, describedBy }: QuantityStepperProps) {
  const { t } = useLingui();
  const noteId = useId();
  const note = useHeldWhilePressed(field.note);
  const [draft, setDraft] = useState(String(field.amount));
  // The text last handed on: a blur after Enter, or while the cart waits for the server, sends nothing twice.
  const committed = useRef(String(field.amount));
  // A layout effect: a later one could put the old amount back over what the shopper began to type.
  useLayoutEffect(() => {
    committed.current = String(field.amount);
    setDraft(String(field.amount));
  }, [field.amount, field.resetKey]);

  // Reads and writes the field itself: a blur right after typing may come before the draft state
  // re-renders, and a draft that ends where it began would leave the typed text on screen.
  const commit = (input: HTMLInputElement) => {
    if (input.value === committed.current) return;
    const next = String(field.proposeText(input.value));
    committed.current = next;
    input.value = next;
    setDraft(next);
  };

  return (
    <>
      <div className="stepper" part="quantity">
        <button type="button" aria-label={t`Menge verringern`} onClick={field.decrease}>
          −
        </button>
        <input
          type="text"
          inputMode="numeric"
          aria-label={t`Menge`}
          aria-describedby={[describedBy, noteId].filter(Boolean).join(" ")}
          value={draft}
          onInput={(e) => {
            const text = (e.target as HTMLInputElement).value;
            setDraft(text);
            field.type(text);
          }}
          onBlur={(e) => commit(e.target as HTMLInputElement)}
          onKeyDown={(e) => {
            if (e.key === "Enter") commit(e.target as HTMLInputElement);
          }}
        />
        <button type="button" aria-label={t`Menge erhöhen`} onClick={field.increase}>
          +
        </button>
      </div>
      <p id={noteId} className="quantity-note" role="status">
        {note && <span key={note.id}>{note.text}</span>}
      </p>
    </>
  );
}
