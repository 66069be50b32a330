// Measures as the CRM writes them (specification section 3): "320 × 240 × 100 mm", "30 × 40 cm",
// "1,6 mm", "80 g/m²", inch texts "12.6 × 9.4 × 3.9 in", or a named format ("A4"). Lengths become
// millimetres so every article compares on one scale; a named format stays text (a checkbox value).
export const MM_PER_INCH = 25.4;

/** A measure: numbers (millimetres for lengths, g/m² for weights), or a name that is not a number. */
export type Measure = { kind: "numbers"; values: number[]; unit: "mm" | "g/m²" } | { kind: "name"; text: string };

const TO_MM: Readonly<Record<string, number>> = {
  mm: 1,
  cm: 10,
  m: 1000,
  in: MM_PER_INCH,
  inch: MM_PER_INCH,
  '"': MM_PER_INCH,
  "″": MM_PER_INCH,
};
const NUMBER = /^\d+(?:[.,]\d+)?$/;

/** Parses one measure text; null for an empty one. */
export function parseMeasure(text: string | null | undefined): Measure | null {
  const trimmed = (text ?? "").trim();
  if (trimmed === "") return null;
  const unitMatch = /\s*(mm|cm|m|in|inch|"|″|g\/m²|g\/m2|gsm)$/i.exec(trimmed);
  const unitText = unitMatch?.[1]?.toLowerCase() ?? "mm";
  const body = unitMatch ? trimmed.slice(0, unitMatch.index) : trimmed;
  const parts = body.split(/\s*[×x*]\s*/i);
  if (!parts.every((p) => NUMBER.test(p))) return { kind: "name", text: trimmed };
  const numbers = parts.map((p) => Number(p.replace(",", ".")));
  if (/^(g\/m²|g\/m2|gsm)$/.test(unitText)) return { kind: "numbers", values: numbers, unit: "g/m²" };
  const factor = TO_MM[unitText] ?? 1;
  return { kind: "numbers", values: numbers.map((n) => Math.round(n * factor * 100) / 100), unit: "mm" };
}
