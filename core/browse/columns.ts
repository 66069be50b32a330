// The list's columns (docs/decisions/category-columns.md): the CRM's choice for the category when it
// gives one; else the measures, then the other filter columns, whose values differ among the
// category's articles (a column every article shares says nothing in a comparison), at most
// AUTO_COLUMNS. Name, article number, pieces per pack, FSC, availability and the price always show.
import { type FilterColumn, MEASURE_COLUMNS, TEXT_COLUMNS } from "../catalog/filter-columns.ts";
import type { IndexedArticle } from "./article-index.ts";

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

export function listColumns(chosen: readonly FilterColumn[], articles: readonly IndexedArticle[]): FilterColumn[] {
  if (chosen.length > 0) return chosen.filter((c) => !FIXED_COLUMNS.includes(c));
  const differs = (column: FilterColumn) => new Set(articles.map((a) => a.values[column] ?? "")).size >= 2;
  const candidates = [...MEASURE_COLUMNS, ...TEXT_COLUMNS].filter((c) => !FIXED_COLUMNS.includes(c));
  return candidates.filter(differs).slice(0, AUTO_COLUMNS);
}
