// Money formatting (section 9): German format for German (EUR) prices; for country gb the pound
// sign, dot decimals, comma thousands, two decimals. Formatters are cached: creating one is slow.

const formatters = new Map<string, Intl.NumberFormat>();

/** The currency of a visitor's country: GBP for gb, EUR everywhere else. */
export function currencyFor(country: string): "EUR" | "GBP" {
  return country.toLowerCase() === "gb" ? "GBP" : "EUR";
}

/** Formats integer cents as a price for the visitor's country. */
export function formatMoney(cents: number, country: string): string {
  const currency = currencyFor(country);
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat(currency === "GBP" ? "en-GB" : "de-DE", {
      style: "currency",
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(currency, formatter);
  }
  return formatter.format(cents / 100);
}
