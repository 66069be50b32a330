// Legal forms a company customer can choose. The code is what the CRM stores in the deal property
// `abbreviation`; abbreviations read the same in every language, so they are their own label. The
// few codes that are words (public bodies, foundations, other) get translated labels in core/forms/.

/** Abbreviations, by the countries the shop serves most: Germany, Austria, Switzerland, France, Benelux, UK, others. */
export const LEGAL_FORM_ABBREVIATIONS = [
  // Germany (most also used in Austria)
  "GmbH",
  "gGmbH",
  "UG (haftungsbeschränkt)",
  "AG",
  "KG",
  "GmbH & Co. KG",
  "OHG",
  "GbR",
  "PartG",
  "e.K.",
  "e.V.",
  "eG",
  "KGaA",
  "SE",
  // Austria
  "OG",
  "e.U.",
  // France, Monaco, French-speaking Switzerland and Belgium
  "SARL",
  "SAS",
  "SASU",
  "SA",
  "SNC",
  "EURL",
  "EI",
  "SCI",
  "Sàrl",
  // Benelux
  "BV",
  "NV",
  "VOF",
  "SRL",
  "S.à r.l.",
  // United Kingdom and Ireland
  "Ltd",
  "PLC",
  "LLP",
  "LP",
  // elsewhere
  "S.r.l.",
  "S.p.A.",
  "Inc.",
  "LLC",
] as const;

/** Codes that are words, not abbreviations: shown with a translated label. */
export const LEGAL_FORM_WORDS = ["Behörde", "Stiftung", "Sonstige"] as const;

export type LegalFormWord = (typeof LEGAL_FORM_WORDS)[number];

/** Every code in the order the select lists them (the words last). */
export const LEGAL_FORMS: readonly string[] = [...LEGAL_FORM_ABBREVIATIONS, ...LEGAL_FORM_WORDS];

const known: ReadonlySet<string> = new Set(LEGAL_FORMS);

/** True for a code of the list (exact spelling, as the CRM stores it). */
export function isLegalForm(code: string): boolean {
  return known.has(code);
}
