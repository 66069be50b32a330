// The shop's units (docs/decisions/units.md): the CRM names an article's unit in German ("Rolle"); a
// page shows it in its language and in the number's form: "1 Rolle", "30 Rollen", "30 rolls",
// "30 rouleaux". A unit this table does not know is shown as given.
import { formatNumber } from "./number.ts";

type Forms = readonly [one: string, other: string];
type Language = "de" | "en" | "fr";

// Every element loads this: one line per unit, "German:its plural ending:English:French". English
// plurals add "s", French ones "s" ("x" after "eau"), German ones the ending given.
const TABLE =
  "Stück::piece:pièce|Blatt::sheet:feuille|Bogen::sheet:feuille|Rolle:n:roll:rouleau|Paket:e:pack:paquet|Packung:en:pack:paquet|Karton:s:carton:carton|Meter::metre:mètre|Set:s:set:lot|Paar::pair:paire";

/** Per unit: singular and plural in de, en, fr. */
export const UNITS: Readonly<Record<string, Readonly<Record<Language, Forms>>>> = {};
// The unit by any German form, lower case ("rollen" → "Rolle"): the CRM may write the plural.
const byForm = new Map<string, string>();
for (const line of TABLE.split("|")) {
  const [de = "", ending, en = "", fr = ""] = line.split(":");
  const forms = { de: [de, de + ending], en: [en, `${en}s`], fr: [fr, fr + (fr.endsWith("eau") ? "x" : "s")] } as const;
  (UNITS as Record<string, Record<Language, Forms>>)[de] = forms;
  for (const form of forms.de) byForm.set(form.toLowerCase(), de);
}

/** The unit when the CRM names none: the product page and the configurators always counted pieces. */
export const DEFAULT_UNIT = "Stück";

const plurals = new Map<string, Intl.PluralRules>();

/** The unit's word for `count` in the locale: unitWord(30, "Rolle", "de") → "Rollen"; unknown units as given. */
export function unitWord(count: number, unit: string, locale: string): string {
  const given = unit.trim() || DEFAULT_UNIT;
  const known = UNITS[byForm.get(given.toLowerCase()) ?? ""];
  const forms = known?.[locale as Language] ?? known?.de;
  if (!forms) return given;
  let rules = plurals.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    plurals.set(locale, rules);
  }
  return forms[rules.select(count) === "one" ? 0 : 1];
}

/** The unit's name for one, as in "Preis je Stück", "Price per piece", "Prix par pièce". */
export const unitName = (unit: string, locale: string) => unitWord(1, unit, locale);

/** An amount with its unit in the locale: formatAmount(30, "Rolle", "en") → "30 rolls". */
export function formatAmount(count: number, unit: string, locale: string): string {
  return `${formatNumber(count, locale, 3)} ${unitWord(count, unit, locale)}`;
}
