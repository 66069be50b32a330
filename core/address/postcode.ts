// Postcode rules per country. The specification names the message, not the rules; the patterns are
// the countries' published formats (docs/decisions/address-and-form-rules.md). Values are checked after
// normalizePostcode (trimmed, upper case), so "sw1a 1aa" passes like "SW1A 1AA".

/** Patterns for the shop's main delivery countries; other countries get LOOSE_POSTCODE. */
export const POSTCODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  // 01001–99998: five digits, never starting with 00.
  DE: /^(?!00)\d{5}$/,
  // 1010–9992.
  AT: /^[1-9]\d{3}$/,
  // Five digits, never starting with 00 (Corsica 20xxx, overseas 97xxx and 98xxx included).
  FR: /^(?!00)\d{5}$/,
  // Outward code (A9, A99, AA9, AA99, A9A, AA9A with the letters Royal Mail uses), an optional single
  // space, inward code (digit + two letters, never C I K M O V); GIR 0AA is Girobank's.
  GB: /^(?:GIR ?0AA|[A-PR-UWYZ](?:\d{1,2}|[A-HK-Y]\d{1,2}|\d[A-HJKPSTUW]|[A-HK-Y]\d[ABEHMNPRV-Y]) ?\d[ABD-HJLNP-UW-Z]{2})$/,
  // 1000–9999.
  CH: /^[1-9]\d{3}$/,
  // 1000–9999, optional space, two letters; SA, SD and SS are not issued.
  NL: /^[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}$/,
  // 1000–9999.
  BE: /^[1-9]\d{3}$/,
  // Four digits, optionally written with the country prefix "L-".
  LU: /^(?:L-)?\d{4}$/,
  // 98000–98099.
  MC: /^980\d{2}$/,
};

/** Any other country: 1–10 letters, digits, spaces or hyphens, starting with a letter or digit. */
export const LOOSE_POSTCODE = /^[A-Z0-9][A-Z0-9 -]{0,9}$/;

/**
 * Countries without a national postcode system: the field is optional there (still checked when
 * filled in). A country wrongly missing here only makes the field required, never blocks a value.
 */
const WITHOUT_POSTCODE: ReadonlySet<string> = new Set([
  "AE",
  "AG",
  "AO",
  "AW",
  "BF",
  "BI",
  "BJ",
  "BS",
  "BW",
  "BZ",
  "CD",
  "CF",
  "CG",
  "CI",
  "CK",
  "CM",
  "DJ",
  "DM",
  "ER",
  "FJ",
  "GA",
  "GD",
  "GH",
  "GM",
  "GQ",
  "GY",
  "HK",
  "KI",
  "KM",
  "KN",
  "KP",
  "ML",
  "MO",
  "MR",
  "NR",
  "NU",
  "QA",
  "RW",
  "SB",
  "SC",
  "SL",
  "SR",
  "ST",
  "SY",
  "TD",
  "TG",
  "TK",
  "TL",
  "TO",
  "TV",
  "UG",
  "VU",
  "YE",
  "ZW",
]);

/** Trimmed and upper case: how a postcode is checked and stored. */
export function normalizePostcode(value: string): string {
  return value.trim().toUpperCase();
}

/** False for countries without postcodes (an empty field is fine there). */
export function postcodeRequired(country: string): boolean {
  return !WITHOUT_POSTCODE.has(country.trim().toUpperCase());
}

/** True when `value` is a well-formed postcode of `country` (ISO code, any case). */
export function isValidPostcode(country: string, value: string): boolean {
  const pattern = POSTCODE_PATTERNS[country.trim().toUpperCase()] ?? LOOSE_POSTCODE;
  return pattern.test(normalizePostcode(value));
}
