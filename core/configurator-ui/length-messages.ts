// The translated message of a length problem (core/configurator/length-check.ts), with the limit in
// the unit the shopper types in: "Mindestens 100 mm", "Höchstens 39 3/8″"; and the note when a typed
// length in mm is made to the whole millimetre.
import { useLingui } from "@lingui/react/macro";
import type { LengthProblem } from "../configurator/length-check.ts";
import { formatLength, type LengthUnit, type ParsedLength } from "../configurator/units.ts";

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

/**
 * A function that gives the LengthField's note for a parsed length: in mm, a length that is not a
 * whole millimetre ("12,5") is made to the nearest one, and the shopper is told ("Auf 13 mm gerundet").
 * In inches the field already shows the millimetres it means ("= 321 mm"): no note. Null: no note.
 */
export function useLengthRoundingNote(): (parsed: ParsedLength, unit: LengthUnit) => string | null {
  const { t, i18n } = useLingui();
  return (parsed, unit) => {
    if (!parsed.ok || !parsed.rounded || unit !== "mm") return null;
    const length = formatLength(parsed.mm, "mm", i18n.locale);
    return t`Auf ${length} gerundet: gefertigt wird auf den ganzen Millimeter`;
  };
}
