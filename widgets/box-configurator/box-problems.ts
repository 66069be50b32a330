// The messages at the length fields: a problem of the text or of the range in the kit's words
// (core/configurator-ui/length-messages.ts), the type's own rules (height to width, length at least
// width) in this element's, each with the limit that applies now, in the unit the shopper types in.
import { useLingui } from "@lingui/react/macro";
import { useLengthProblemText } from "../../core/configurator-ui/length-messages.ts";
import { formatLength, type LengthUnit } from "../../core/configurator/units.ts";
import type { FieldProblem } from "./box-choice.ts";

/** Says a field's problem; `width` is the width typed (the height's limit follows it). */
export function useFieldProblemText(): (problem: FieldProblem | null, unit: LengthUnit, width: number | null) => string | null {
  const { t, i18n } = useLingui();
  const lengthText = useLengthProblemText();
  const length = (mm: number, unit: LengthUnit) => formatLength(mm, unit, i18n.locale);
  return (problem, unit, width) => {
    if (problem === null) return null;
    if (problem.code === "above-ratio") {
      const max = length(problem.max, unit);
      if (width === null) return t`Höchstens ${max}`;
      const shown = length(width, unit);
      return t`Bei ${shown} Breite höchstens ${max} hoch`;
    }
    if (problem.code === "shorter-than-width") {
      const min = length(problem.min, unit);
      return t`Die Länge muss mindestens so groß sein wie die Breite: mindestens ${min}`;
    }
    return lengthText(problem, unit);
  };
}
