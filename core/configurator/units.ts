// Lengths as shoppers type and read them (docs/decisions/configurator-units.md): millimetres or inches,
// stored in whole millimetres. A comma is a decimal separator in every language ("12,5"), inches may be
// written with a fraction ("3 1/2", "3½"), and inches are shown to the nearest 1/16". Pure functions:
// the fields keep the shopper's own text, these say what it means.
import { INCH_COUNTRIES } from "../catalog/inch-countries.ts";

export type LengthUnit = "mm" | "in";

export const MM_PER_INCH = 25.4;

/** The unit a visitor from `country` reads first, as the product page decides (inch countries). */
export function defaultUnit(country: string): LengthUnit {
  return INCH_COUNTRIES.includes(country.toLowerCase()) ? "in" : "mm";
}

export type ParsedLength =
  | { ok: true; mm: number /** True when the text meant a length that is not a whole millimetre. */; rounded: boolean }
  | { ok: false; problem: "empty" | "not-a-number" | "not-positive" };

const FRACTIONS: Readonly<Record<string, number>> = { "¼": 0.25, "½": 0.5, "¾": 0.75, "⅛": 0.125, "⅜": 0.375, "⅝": 0.625, "⅞": 0.875 };

/** A number as typed: "12", "12,5", "12.5", and in inches also "3 1/2", "1/2", "3½"; NaN otherwise. */
function readNumber(text: string, unit: LengthUnit): number {
  const plain = text.replace(/\s*(mm|in|inch|inches|zoll|pouces?|"|″)\s*$/i, "").trim();
  if (/^\d+([.,]\d+)?$/.test(plain)) return Number(plain.replace(",", "."));
  if (unit !== "in") return Number.NaN;
  const fraction = /^(?:(\d+)\s+)?(\d+)\/(\d+)$/.exec(plain);
  if (fraction) return Number(fraction[1] ?? 0) + Number(fraction[2]) / Number(fraction[3] || Number.NaN);
  const glyph = /^(\d*)\s*([¼½¾⅛⅜⅝⅞])$/.exec(plain);
  if (glyph) return Number(glyph[1] || 0) + (FRACTIONS[glyph[2] ?? ""] ?? Number.NaN);
  return Number.NaN;
}

/** What a typed length means in whole millimetres; letters, '' and lengths ≤ 0 are problems, not guesses. */
export function parseLength(text: string, unit: LengthUnit): ParsedLength {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, problem: "empty" };
  if (/^-/.test(trimmed)) return { ok: false, problem: "not-positive" };
  const value = readNumber(trimmed, unit);
  if (!Number.isFinite(value)) return { ok: false, problem: "not-a-number" };
  const exact = unit === "in" ? value * MM_PER_INCH : value;
  const mm = Math.round(exact);
  if (mm <= 0) return { ok: false, problem: "not-positive" };
  return { ok: true, mm, rounded: Math.abs(exact - mm) > 1e-9 };
}

/** Whole sixteenths of an inch in `mm`, and how they read: "12 5/8". */
export function inchText(mm: number): string {
  const sixteenths = Math.round((mm / MM_PER_INCH) * 16);
  const whole = Math.floor(sixteenths / 16);
  let numerator = sixteenths % 16;
  let denominator = 16;
  while (numerator > 0 && numerator % 2 === 0) {
    numerator /= 2;
    denominator /= 2;
  }
  if (numerator === 0) return String(whole);
  return whole > 0 ? `${whole} ${numerator}/${denominator}` : `${numerator}/${denominator}`;
}

/** A length for the field in `unit`: "320" or "12 5/8" (no unit sign; the field's label has it). */
export function lengthInput(mm: number, unit: LengthUnit): string {
  return unit === "in" ? inchText(mm) : String(mm);
}

/** A length to read, with its unit: "320 mm" or "12 5/8″". */
export function formatLength(mm: number, unit: LengthUnit, locale: string): string {
  return unit === "in" ? `${inchText(mm)}″` : `${new Intl.NumberFormat(locale).format(mm)} mm`;
}
