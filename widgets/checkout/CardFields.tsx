import { useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import type { CardDetails, CardField, CardProblems } from "../../core/payment/card-details.ts";
import { TextField } from "../../core/forms/TextField.tsx";

const PROBLEM_MESSAGES = {
  missing: "required",
  invalid: msg`Bitte überprüfen Sie Ihre Eingabe`,
  expired: msg`Diese Karte ist abgelaufen.`,
} as const;

/**
 * The card's holder, number, expiry and security code. Kept in memory only, never stored. Changes
 * come one field at a time: autofill fills all four in one go, before any re-render.
 */
export function CardFields({ value, onChange, problems }: { value: CardDetails; onChange: (field: CardField, text: string) => void; problems: CardProblems }) {
  const { t } = useLingui();
  const field = (name: CardField, label: string, autoComplete: string) => (
    <TextField
      id={`card-${name}`}
      label={label}
      value={value[name]}
      onChange={(text) => onChange(name, text)}
      error={problems[name] ? PROBLEM_MESSAGES[problems[name]!] : null}
      autoComplete={autoComplete}
      required
    />
  );
  return (
    <fieldset className="card-fields">
      <legend>{t`Kreditkarte`}</legend>
      {field("holder", t`Karteninhaber`, "cc-name")}
      {field("number", t`Kartennummer`, "cc-number")}
      {field("expiry", t`Gültig bis (MM/JJ)`, "cc-exp")}
      {field("cvc", t`Prüfnummer (CVC)`, "cc-csc")}
    </fieldset>
  );
}
