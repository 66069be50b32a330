// The translated message of a length problem (core/configurator/length-check.ts), with the limit in
// the unit the shopper types in: "Mindestens 100 mm", "Höchstens 39 3/8″".
import { useLingui } from "@lingui/react/macro";
import type { LengthProblem } from "../configurator/length-check.ts";
import { formatLength, type LengthUnit } from "../configurator/units.ts";

/** A function that says a length problem in the shopper's language and unit (null: no message). */
export function useLengthProblemText(): (problem: LengthProblem | null | undefined, unit: LengthUnit) => string | null {
  const { t, i18n } = useLingui();
  return (problem, unit) => {
    if (!problem) return null;
    switch (problem.code) {
      case "empty":
        return t`Bitte eine Länge eingeben`;
      case "not-a-number":
        return unit === "in" ? t`Bitte eine Zahl eingeben, z. B. 12 oder 12 1/2` : t`Bitte eine Zahl eingeben, z. B. 320 oder 12,5`;
      case "not-positive":
        return t`Bitte eine Länge über 0 eingeben`;
      case "below-min": {
        const min = formatLength(problem.min, unit, i18n.locale);
        return t`Mindestens ${min}`;
      }
      case "above-max": {
        const max = formatLength(problem.max, unit, i18n.locale);
        return t`Höchstens ${max}`;
      }
    }
  };
}
