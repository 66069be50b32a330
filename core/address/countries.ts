// Countries for address forms: ISO 3166-1 alpha-2 codes, named in the page's language by the browser
// (Intl.DisplayNames), so the bundle carries codes only, no name tables.
import type { Lang } from "../element/data-block.ts";

/** Every officially assigned ISO 3166-1 alpha-2 code (249), upper case. */
export const COUNTRY_CODES = [
  "AD", "AE", "AF", "AG", "AI", "AL", "AM", "AO", "AQ", "AR", "AS", "AT", "AU", "AW", "AX", "AZ",
  "BA", "BB", "BD", "BE", "BF", "BG", "BH", "BI", "BJ", "BL", "BM", "BN", "BO", "BQ", "BR", "BS", "BT", "BV", "BW", "BY", "BZ",
  "CA", "CC", "CD", "CF", "CG", "CH", "CI", "CK", "CL", "CM", "CN", "CO", "CR", "CU", "CV", "CW", "CX", "CY", "CZ",
  "DE", "DJ", "DK", "DM", "DO", "DZ",
  "EC", "EE", "EG", "EH", "ER", "ES", "ET",
  "FI", "FJ", "FK", "FM", "FO", "FR",
  "GA", "GB", "GD", "GE", "GF", "GG", "GH", "GI", "GL", "GM", "GN", "GP", "GQ", "GR", "GS", "GT", "GU", "GW", "GY",
  "HK", "HM", "HN", "HR", "HT", "HU",
  "ID", "IE", "IL", "IM", "IN", "IO", "IQ", "IR", "IS", "IT",
  "JE", "JM", "JO", "JP",
  "KE", "KG", "KH", "KI", "KM", "KN", "KP", "KR", "KW", "KY", "KZ",
  "LA", "LB", "LC", "LI", "LK", "LR", "LS", "LT", "LU", "LV", "LY",
  "MA", "MC", "MD", "ME", "MF", "MG", "MH", "MK", "ML", "MM", "MN", "MO", "MP", "MQ", "MR", "MS", "MT", "MU", "MV", "MW", "MX", "MY", "MZ",
  "NA", "NC", "NE", "NF", "NG", "NI", "NL", "NO", "NP", "NR", "NU", "NZ",
  "OM",
  "PA", "PE", "PF", "PG", "PH", "PK", "PL", "PM", "PN", "PR", "PS", "PT", "PW", "PY",
  "QA",
  "RE", "RO", "RS", "RU", "RW",
  "SA", "SB", "SC", "SD", "SE", "SG", "SH", "SI", "SJ", "SK", "SL", "SM", "SN", "SO", "SR", "SS", "ST", "SV", "SX", "SY", "SZ",
  "TC", "TD", "TF", "TG", "TH", "TJ", "TK", "TL", "TM", "TN", "TO", "TR", "TT", "TV", "TW", "TZ",
  "UA", "UG", "UM", "US", "UY", "UZ",
  "VA", "VC", "VE", "VG", "VI", "VN", "VU",
  "WF", "WS",
  "YE", "YT",
  "ZA", "ZM", "ZW",
] as const;

export type CountryCode = (typeof COUNTRY_CODES)[number];

const known: ReadonlySet<string> = new Set(COUNTRY_CODES);

/** True for an assigned ISO code in upper case ("DE"; not "de", "UK" or "XK"). */
export function isCountryCode(value: string): value is CountryCode {
  return known.has(value);
}

export interface CountryOption {
  code: CountryCode;
  name: string;
}

const cache = new Map<string, CountryOption[]>();

/**
 * The countries named in `lang`, sorted by name as that language sorts ("Österreich" after "Oman" in
 * German). `codes` limits the list (e.g. the countries an order may go to). The result is cached and
 * shared: do not change it.
 */
export function countryOptions(lang: Lang, codes: readonly CountryCode[] = COUNTRY_CODES): readonly CountryOption[] {
  const key = `${lang}:${codes.join(",")}`;
  let options = cache.get(key);
  if (!options) {
    const names = new Intl.DisplayNames(lang, { type: "region" });
    const collator = new Intl.Collator(lang);
    options = codes.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => collator.compare(a.name, b.name));
    cache.set(key, options);
  }
  return options;
}
