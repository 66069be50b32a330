// An article's pack size (its `ve`, "Verpackungseinheit") as a shopper reads it beside a price per
// piece: the CRM writes "25 Stück" or "100 Blatt" in German; a page says "Packung mit 25 Stück",
// "Pack of 25 pieces", "Paquet de 25 pièces" (the unit in its language, core/format/units.ts). A text
// that is not a count with a unit is shown as the CRM gives it.
import { formatAmount } from "./units.ts";

/** The pack's contents in the page's language ("25 pieces"); null for an empty value. */
export function packContents(ve: string | null | undefined, locale: string): string | null {
  const given = ve?.trim();
  if (!given) return null;
  const match = /^(\d+)\s*(\p{L}[\p{L}\s.]*)?$/u.exec(given);
  if (!match) return given;
  return formatAmount(Number(match[1]), match[2]?.trim() ?? "", locale);
}
