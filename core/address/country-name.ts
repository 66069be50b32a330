// A country's name for display, apart from the list of codes (countries.ts), so an element that only
// names a country (the cart's VAT row, an address block) does not load all 249 codes.

/** A country's name in `locale` (Intl.DisplayNames), or the code when the browser has none. */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}
