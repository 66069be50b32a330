import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { DeliveryQuery } from "../../core/api/delivery.ts";
import { FIELD_MESSAGES } from "../../core/forms/field-messages.ts";
import { ErrorNotice } from "../../core/ui/ErrorNotice.tsx";
import type { SearchProblem } from "./search.ts";

/**
 * Why a search shows nothing, translated; what was typed stays in the form. "Not found" does not say
 * whether the number or the postcode is wrong, so order numbers cannot be probed (docs/api.md#delivery).
 */
export function SearchProblemNotice({ problem, query, onRetry }: { problem: SearchProblem; query: DeliveryQuery; onRetry: () => void }) {
  const { t, i18n } = useLingui();
  if (problem.kind === "failed") return <ErrorNotice error={problem.error} onRetry={onRetry} />;
  let text = i18n._(FIELD_MESSAGES.checkInput);
  if (problem.kind === "busy")
    text = t({
      message: plural(problem.minutes, {
        one: "Zu viele Anfragen in kurzer Zeit. Bitte versuchen Sie es in # Minute noch einmal.",
        other: "Zu viele Anfragen in kurzer Zeit. Bitte versuchen Sie es in # Minuten noch einmal.",
      }),
    });
  else if (problem.kind === "notFound")
    text =
      "trackingNumber" in query
        ? t`Wir haben keine Sendung mit dieser Sendungsnummer gefunden. Bitte prüfen Sie die Nummer und den Versanddienstleister.`
        : t`Wir haben keine Bestellung mit dieser Nummer und Postleitzahl gefunden. Bitte prüfen Sie beide Angaben.`;
  return (
    <div className="alert" role="alert" part="error">
      <p>{text}</p>
    </div>
  );
}
