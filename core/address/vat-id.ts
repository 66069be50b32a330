// EU VAT IDs (USt-IdNr.): the rules the registration checks before sending (docs/decisions/vat-id.md).
// Section 5/9 give "letters and digits only, at most 14"; the rest is the EU's own VIES format table:
// a country prefix (Greece EL, not GR; Northern Ireland XI) and the format of that country's number.
// For a company whose address is in the EU the prefix must be the address's country. Germany's
// ninth digit is an ISO 7064 MOD 11,10 check digit, so a typo in a German number is caught here.
// Spaces, dots and dashes people copy from letterheads are dropped before the check (compactVatId);
// the form says so (widgets/registration/VatIdNote.tsx), it never does it silently.

/** The number after the prefix, per VIES prefix (ec.europa.eu/taxation_customs/vies, "VAT number format"). */
const FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-IW]?|\d[A-Z]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

/** The VAT prefixes that are not the country's ISO code: Greece and Northern Ireland (part of GB). */
const PREFIX_COUNTRY: Readonly<Record<string, string>> = { EL: "GR", XI: "GB" };

/** Every accepted prefix: the 27 member states (EL for Greece) and XI. */
export const EU_VAT_PREFIXES: readonly string[] = Object.keys(FORMATS);

/** ISO codes of the 27 member states. */
export const EU_COUNTRIES: readonly string[] = EU_VAT_PREFIXES.filter((p) => p !== "XI").map((p) => PREFIX_COUNTRY[p] ?? p);

export const MAX_VAT_ID_LENGTH = 14;

export type VatIdErrorCode =
  | "required"
  /** Other characters than letters and digits, or more than 14 (section 5). */
  | "invalidVatId"
  /** Not an EU VAT prefix. */
  | "vatIdPrefix"
  /** A company in an EU country with another country's VAT ID. */
  | "vatIdCountry"
  /** Not the format of its country. */
  | "vatIdFormat"
  /** A German number whose check digit does not fit. */
  | "vatIdCheckDigit";

/** What typing habits add: spaces, dots, dashes (removed) and lower case (upper-cased). */
export function compactVatId(typed: string): string {
  return typed.replace(/[\s.\-‐-―]/g, "").toUpperCase();
}

/** Whether compactVatId changes more than the surrounding spaces: the form then says what it checks. */
export function vatIdWasCompacted(typed: string): boolean {
  return typed.trim() !== "" && compactVatId(typed) !== typed.trim();
}

/** ISO 7064 MOD 11,10 over the first eight digits: the ninth digit of a German VAT ID. */
export function germanCheckDigit(firstEight: string): number {
  let product = 10;
  for (const char of firstEight) {
    const sum = (Number(char) + product) % 10 || 10;
    product = (2 * sum) % 11;
  }
  const check = 11 - product;
  return check === 10 ? 0 : check;
}

/** The ISO country of a VAT prefix (EL → GR, XI → GB). */
export const countryOfVatPrefix = (prefix: string): string => PREFIX_COUNTRY[prefix] ?? prefix;

/**
 * The error of a VAT ID for a company whose address is in `country` (upper-case ISO code or ''), or
 * undefined. Checked compacted; an address outside the EU may hold any EU VAT ID (a branch's).
 */
export function checkEuVatId(typed: string, country: string, required = false): VatIdErrorCode | undefined {
  const id = compactVatId(typed);
  if (!id) return required ? "required" : undefined;
  if (!/^[A-Z0-9]+$/.test(id) || id.length > MAX_VAT_ID_LENGTH) return "invalidVatId";
  const prefix = id.slice(0, 2);
  const format = FORMATS[prefix];
  if (!format) return "vatIdPrefix";
  if (EU_COUNTRIES.includes(country) && countryOfVatPrefix(prefix) !== country) return "vatIdCountry";
  const number = id.slice(2);
  if (!format.test(number)) return "vatIdFormat";
  if (prefix === "DE" && germanCheckDigit(number.slice(0, 8)) !== Number(number[8])) return "vatIdCheckDigit";
  return undefined;
}

/**
 * What the shop does with a VAT ID (section 6), the same three cases as the registration answer's
 * vatReview: none given (prices as for everyone), a German one (prices always with VAT), a foreign EU
 * one (without VAT once the sales team has verified it, with VAT until then). An ID that fails its
 * check has no consequence yet: the form shows its error instead.
 */
export type VatIdTreatment = "none" | "german" | "review";

export function vatIdTreatment(typed: string, country: string): VatIdTreatment {
  if (!compactVatId(typed) || checkEuVatId(typed, country) !== undefined) return "none";
  return compactVatId(typed).startsWith("DE") ? "german" : "review";
}
