// The article filter columns of specification section 3: the properties a category's list can show,
// filter and sort by. The measures each have an `_inch` variant (the inch text the CRM keeps).

/** The measures, in the order the specification lists them. */
export const MEASURE_COLUMNS = ["dicke", "flgewicht", "format", "innenmass", "aussenmass", "durchmesser", "laenge", "breite"] as const;
export type MeasureColumn = (typeof MEASURE_COLUMNS)[number];

/** The filter columns that are not measures. */
export const TEXT_COLUMNS = [
  "artnr",
  "fsc",
  "fsc_artikel",
  "beschreibung1",
  "beschreibung2",
  "material",
  "farbe",
  "stueckzahl",
  "on_off",
  "es",
  "availability",
  "ve",
  "typ",
  "qual",
] as const;
export type TextColumn = (typeof TEXT_COLUMNS)[number];

/** Every filter column (section 3, "Article filter columns"). */
export const FILTER_COLUMNS = [...TEXT_COLUMNS, ...MEASURE_COLUMNS] as const;
export type FilterColumn = (typeof FILTER_COLUMNS)[number];

/** The CRM property holding a measure's inch text. */
export const inchColumn = (measure: MeasureColumn) => `${measure}_inch` as const;

/** The properties a list article carries: every filter column and every measure's inch variant. */
export const LIST_PROPERTIES: readonly string[] = [...FILTER_COLUMNS, ...MEASURE_COLUMNS.map(inchColumn)];
