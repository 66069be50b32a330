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
