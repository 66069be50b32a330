// The properties list of the product page, from the data block's `columns` (labels and property
// names, each a '|'-separated string). Empty values are left out. Measures have an `_inch` variant:
// visitors from countries that use inches (INCH_COUNTRIES) see it where the article has one.
import { INCH_COUNTRIES } from "./inch-countries.ts";

/** Article measures that have an `_inch` variant (specification section 3). */
export const MEASURES: readonly string[] = ["dicke", "flgewicht", "format", "innenmass", "aussenmass", "durchmesser", "laenge", "breite"];

export interface Columns {
  labels: string;
  properties: string;
}

export interface PropertyRow {
  label: string;
  property: string;
  value: string;
}

/** Splits the columns into label/property pairs; a missing label falls back to the property name. */
export function columnPairs(columns: Columns | undefined): { label: string; property: string }[] {
  if (!columns) return [];
  const labels = columns.labels.split("|").map((s) => s.trim());
  return columns.properties
    .split("|")
    .map((property, i) => ({ property: property.trim(), label: labels[i] || property.trim() }))
    .filter((p) => p.property !== "");
}

/** Property names to request for the columns: each column, and for measures their `_inch` variant. */
export function columnProperties(columns: Columns | undefined): string[] {
  return columnPairs(columns).flatMap((p) => (MEASURES.includes(p.property) ? [p.property, `${p.property}_inch`] : [p.property]));
}

/** The rows to show for an article's properties and the visitor's country. */
export function propertyRows(columns: Columns | undefined, properties: Record<string, string | null>, country: string): PropertyRow[] {
  const inches = INCH_COUNTRIES.includes(country.toLowerCase());
  return columnPairs(columns)
    .map(({ label, property }) => {
      const inch = inches && MEASURES.includes(property) ? properties[`${property}_inch`]?.trim() : undefined;
      return { label, property, value: inch || properties[property]?.trim() || "" };
    })
    .filter((row) => row.value !== "");
}
