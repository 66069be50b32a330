// An allowed range as the shopper reads it, in the unit the fields are in: "100–1000 mm" or
// "3 15/16–39 3/8″" (inches to the nearest 1/16", as units.ts shows them).
import type { Range } from "../api/configurator.ts";
import { inchText, type LengthUnit } from "./units.ts";

/** "100–1000 mm" / "3 15/16–39 3/8″"; numbers in millimetres in `locale`'s format. */
export function formatRange(range: Range, unit: LengthUnit, locale: string): string {
  if (unit === "in") return `${inchText(range.min)}–${inchText(range.max)}″`;
  const number = new Intl.NumberFormat(locale);
  return `${number.format(range.min)}–${number.format(range.max)} mm`;
}
