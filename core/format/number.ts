// One number format per page (docs/decisions/number-format.md): counts, amounts and measures shown in
// the page's language ("2.000" and "1,6 mm" in German, "2,000" and "1.6 mm" in English). Prices keep
// their own format (core/pricing/money.ts). Formatters are cached: creating one is slow.

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A number in the locale's format, at most `fractionDigits` decimals (default 2). Counts group their
 * thousands ("2.000 Artikel"); measures do not (`grouping: false`: "1200 mm", as the CRM writes them
 * and the range fields read them).
 */
export function formatNumber(value: number, locale: string, fractionDigits = 2, grouping = true): string {
  const key = `${locale}|${fractionDigits}|${grouping}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { maximumFractionDigits: fractionDigits, useGrouping: grouping });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}

// A measure as the CRM writes it: numbers joined by ×, then a unit ("320 × 240 × 100 mm", "1,6 mm", "12.6 in").
const MEASURE = /^\d+(?:[.,]\d+)?(?:\s*[×x*]\s*\d+(?:[.,]\d+)?)*\s*(?:mm|cm|m|in|inch|"|″|g\/m²|g\/m2|gsm)?$/i;

/**
 * A measure text of the CRM with its numbers in the locale's format ("1,6 mm" → "1.6 mm" in English);
 * any other text (a named format such as "A4") as given.
 */
export function formatMeasureText(text: string, locale: string): string {
  if (!MEASURE.test(text.trim())) return text;
  return text.replace(/\d+(?:[.,]\d+)?/g, (number) => formatNumber(Number(number.replace(",", ".")), locale, 3, false));
}
