// The list's columns (docs/decisions/category-columns.md): the CRM's choice for the category when it
// gives one; else the measures, then the other filter columns, whose values differ among the
// category's articles (a column every article shares says nothing in a comparison), at most
// AUTO_COLUMNS. Name, article number, pieces per pack, FSC, availability and the price always show.
import { type FilterColumn, MEASURE_COLUMNS, TEXT_COLUMNS } from "../catalog/filter-columns.ts";
import type { ColumnRead } from "./article-index.ts";

export const AUTO_COLUMNS = 5;

/** Columns the row shows anyway, never chosen again. */
export const FIXED_COLUMNS: readonly FilterColumn[] = [
  "artnr",
  "beschreibung1",
  "beschreibung2",
  "ve",
  "fsc",
  "fsc_artikel",
  "availability",
];

export function listColumns<R>(chosen: readonly FilterColumn[], articles: readonly R[], read: ColumnRead<R>): FilterColumn[] {
  if (chosen.length > 0) return chosen.filter((c) => !FIXED_COLUMNS.includes(c));
  const differs = (column: FilterColumn) => valuesDiffer(articles, (a) => read(a, column) ?? "");
  const candidates = [...MEASURE_COLUMNS, ...TEXT_COLUMNS].filter((c) => !FIXED_COLUMNS.includes(c));
  return candidates.filter(differs).slice(0, AUTO_COLUMNS);
}

/** Whether the rows give at least two different values (an absent one counts as ""): stops at the first second value. */
export function valuesDiffer<R>(rows: readonly R[], read: (row: R) => string): boolean {
  const first = rows[0];
  if (first === undefined) return false;
  const value = read(first);
  return rows.some((row) => read(row) !== value);
}
