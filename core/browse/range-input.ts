// The text a shopper types into a range field ("300", "12,6"): a number in the field's unit, decimal
// comma or point. The field keeps the text as typed; this only says what it means.
import { formatNumber } from "../format/number.ts";
import { MM_PER_INCH } from "./measure.ts";

/** The unit a range field is typed in: millimetres, inches (inch countries' lengths) or g/m². */
export type RangeUnit = "mm" | "in" | "g/m²";

export type ParsedBound = { ok: true; value: number | null } | { ok: false; problem: "not-a-number" | "negative" };

/** One bound in the measure's own scale (mm for lengths typed in inches); '' is no bound (null). */
export function parseBound(text: string, unit: RangeUnit): ParsedBound {
  const plain = text
    .trim()
    .replace(/\s*(mm|in|inch|"|″|g\/m²|g\/m2)$/i, "")
    .replace(/\s/g, "");
  if (plain === "") return { ok: true, value: null };
  if (plain.startsWith("-")) return { ok: false, problem: "negative" };
  if (!/^\d+(?:[.,]\d+)?$/.test(plain)) return { ok: false, problem: "not-a-number" };
  const number = Number(plain.replace(",", "."));
  return { ok: true, value: unit === "in" ? Math.round(number * MM_PER_INCH * 100) / 100 : number };
}

/**
 * A bound as its field shows it: inches back from millimetres to 2 decimals, in the page's number
 * format without grouping (core/format/number.ts, as the table shows the measures).
 */
export function boundText(value: number | null, unit: RangeUnit, language: string): string {
  if (value === null) return "";
  const shown = unit === "in" ? Math.round((value / MM_PER_INCH) * 100) / 100 : value;
  return formatNumber(shown, language, 2, false);
}
