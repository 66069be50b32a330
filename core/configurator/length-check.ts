// Whether a typed length can be used (docs/decisions/configurator-units.md): a problem of the text
// itself (parseLength) or of the millimetres it means against the type's allowed range. Codes only:
// core/configurator-ui/length-messages.ts says them in the shopper's language, in the field's unit.
import type { Range } from "../api/configurator.ts";
import type { ParsedLength } from "./units.ts";

/** Why a length cannot be used; `min` / `max` in whole millimetres. */
export type LengthProblem =
  | { code: "empty" }
  | { code: "not-a-number" }
  | { code: "not-positive" }
  | { code: "below-min"; min: number }
  | { code: "above-max"; max: number };

export type LengthProblemCode = LengthProblem["code"];

/** The problem of a parsed length within `range` (null: no range to check), or null when it can be used. */
export function lengthProblem(parsed: ParsedLength, range: Range | null | undefined): LengthProblem | null {
  if (!parsed.ok) return { code: parsed.problem };
  if (range && parsed.mm < range.min) return { code: "below-min", min: range.min };
  if (range && parsed.mm > range.max) return { code: "above-max", max: range.max };
  return null;
}
