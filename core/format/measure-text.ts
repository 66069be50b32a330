// A measure as the CRM writes it, with its numbers in the page's format (docs/decisions/number-format.md).
import { formatNumber } from "./number.ts";

// Numbers joined by ×, then a unit ("320 × 240 × 100 mm", "1,6 mm", "12.6 in").
const MEASURE = /^\d+(?:[.,]\d+)?(?:\s*[×x*]\s*\d+(?:[.,]\d+)?)*\s*(?:mm|cm|m|in|inch|"|″|g\/m²|g\/m2|gsm)?$/i;

/**
 * "1,6 mm" → "1.6 mm" in English; measures do not group thousands ("1200 mm"). Any other text (a
 * named format such as "A4") as given.
 */
export function formatMeasureText(text: string, locale: string): string {
  if (!MEASURE.test(text.trim())) return text;
  return text.replace(/\d+(?:[.,]\d+)?/g, (number) => formatNumber(Number(number.replace(",", ".")), locale, 3, false));
}
