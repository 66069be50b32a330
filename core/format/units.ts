// The shop's units (docs/decisions/units.md): the CRM names an article's unit in German ("Rolle"); a
// page shows it in its language and in the number's form: "1 Rolle", "30 Rollen", "30 rolls",
// "30 rouleaux". A unit this table does not know is shown as given.
import { formatNumber } from "./number.ts";

type Forms = readonly [one: string, other: string];

/** Per unit: singular and plural in de, en, fr. */
export const UNITS: Readonly<Record<string, Readonly<Record<"de" | "en" | "fr", Forms>>>> = {
  Stück: { de: ["Stück", "Stück"], en: ["piece", "pieces"], fr: ["pièce", "pièces"] },
  Blatt: { de: ["Blatt", "Blatt"], en: ["sheet", "sheets"], fr: ["feuille", "feuilles"] },
  Bogen: { de: ["Bogen", "Bogen"], en: ["sheet", "sheets"], fr: ["feuille", "feuilles"] },
  Rolle: { de: ["Rolle", "Rollen"], en: ["roll", "rolls"], fr: ["rouleau", "rouleaux"] },
  Paket: { de: ["Paket", "Pakete"], en: ["pack", "packs"], fr: ["paquet", "paquets"] },
  Packung: { de: ["Packung", "Packungen"], en: ["pack", "packs"], fr: ["paquet", "paquets"] },
  Karton: { de: ["Karton", "Kartons"], en: ["carton", "cartons"], fr: ["carton", "cartons"] },
  Meter: { de: ["Meter", "Meter"], en: ["metre", "metres"], fr: ["mètre", "mètres"] },
  Set: { de: ["Set", "Sets"], en: ["set", "sets"], fr: ["lot", "lots"] },
  Paar: { de: ["Paar", "Paar"], en: ["pair", "pairs"], fr: ["paire", "paires"] },
};

/** The unit when the CRM names none: the product page and the configurators always counted pieces. */
export const DEFAULT_UNIT = "Stück";

// Other spellings the CRM uses for a unit: abbreviations and the German plural.
const ALIASES: Readonly<Record<string, string>> = { stk: "Stück", "stk.": "Stück", "st.": "Stück", stck: "Stück" };
const byName = new Map<string, string>();
for (const [name, forms] of Object.entries(UNITS)) for (const form of forms.de) byName.set(form.toLowerCase(), name);
for (const [alias, name] of Object.entries(ALIASES)) byName.set(alias, name);

const plurals = new Map<string, Intl.PluralRules>();
function pluralOf(count: number, locale: string): "one" | "other" {
  let rules = plurals.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    plurals.set(locale, rules);
  }
  return rules.select(count) === "one" ? "one" : "other";
}

/** The unit's word for `count` in the locale: unitWord(30, "Rolle", "de") → "Rollen"; unknown units as given. */
export function unitWord(count: number, unit: string, locale: string): string {
  const given = unit.trim() || DEFAULT_UNIT;
  const known = UNITS[byName.get(given.toLowerCase()) ?? ""];
  const forms = known?.[locale as "de" | "en" | "fr"] ?? known?.de;
  if (!forms) return given;
  return forms[pluralOf(count, locale) === "one" ? 0 : 1];
}

/** The unit's name for one, as in "Preis je Stück", "Price per piece", "Prix par pièce". */
export const unitName = (unit: string, locale: string) => unitWord(1, unit, locale);

/** An amount with its unit in the locale: formatAmount(30, "Rolle", "en") → "30 rolls". */
export function formatAmount(count: number, unit: string, locale: string): string {
  return `${formatNumber(count, locale, 3)} ${unitWord(count, unit, locale)}`;
}
