// Which of the list's columns the current result shows (docs/decisions/category-shown-columns.md): a
// column that is empty for every row of the result is hidden (a column of "–" compares nothing), and
// a phone card shows only the few measures that tell its articles apart.
import type { FilterColumn } from "../catalog/filter-columns.ts";
import type { ColumnRead } from "./article-index.ts";

/** Measures a phone card shows at most. */
export const CARD_COLUMNS = 3;

/** The columns with a value in at least one row (in their order); `read` may read a derived column (the certificate). */
export function filledColumns<R, C>(columns: readonly C[], rows: readonly R[], read: (row: R, column: C) => string | undefined): C[] {
  return columns.filter((column) => rows.some((row) => read(row, column)));
}

/** The list's own columns that the result fills. */
export const shownColumns = <R>(columns: readonly FilterColumn[], rows: readonly R[], read: ColumnRead<R>) =>
  filledColumns(columns, rows, read);

/**
 * The columns a phone card shows, at most CARD_COLUMNS: of those the result fills in at least half of
 * its rows, the inner size first (what a box is bought by), then the ones with the most different
 * values (what tells the cards apart), ties in the list's order.
 */
export function cardColumns<R>(columns: readonly FilterColumn[], rows: readonly R[], read: ColumnRead<R>): FilterColumn[] {
  const ranked = columns.flatMap((column, order) => {
    // One pass, no array per column: before the index this runs over all of a category's articles.
    const distinct = new Set<string>();
    let filled = 0;
    for (const row of rows) {
      const value = read(row, column);
      if (value === undefined) continue;
      filled++;
      distinct.add(value);
    }
    return filled * 2 >= rows.length && filled > 0 ? [{ column, order, distinct: distinct.size }] : [];
  });
  const first = (column: FilterColumn) => (column === "innenmass" ? 0 : 1);
  ranked.sort((a, b) => first(a.column) - first(b.column) || b.distinct - a.distinct || a.order - b.order);
  return ranked.slice(0, CARD_COLUMNS).map((r) => r.column);
}
