// A category's articles as a comparable list (issue 12): the filters (a sidebar on wide screens, a
// sheet behind "Filter (n)" on phones), the applied filters as chips, the sort, the result count in
// one polite live region, the page's rows and the pager. The articles are indexed once
// (core/browse/article-index.ts); a filter change filters, counts and sorts the prepared index, and
// picks the columns the result fills and the measures a phone card shows (core/browse/shown-columns.ts).
// Unfiltered and in the shop's order, the first rows do not wait for the index (issue 23): the page's
// rows, the columns and the count come from the articles themselves, the index after they are painted.
import { useViewItemList } from "../../core/analytics/list-events.ts";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useMemo, useRef, useState } from "react";
import type { ListArticle } from "../../core/api/listed-articles.ts";
import { type ColumnRead, columnText, hasRange, indexedValue, indexRange, isInchCountry } from "../../core/browse/article-index.ts";
import { listColumns, valuesDiffer } from "../../core/browse/columns.ts";
import { appliedCount, applyFilters, filterToLoosen, withoutFilter } from "../../core/browse/filters.ts";
import { cardColumns, filledColumns, shownColumns } from "../../core/browse/shown-columns.ts";
import { sortArticles } from "../../core/browse/sort.ts";
import { Pager } from "../../core/browse-ui/Pager.tsx";
import { usePrimedPrices } from "../../core/browse-ui/use-primed-prices.ts";
import { type FilterColumn, MEASURE_COLUMNS } from "../../core/catalog/filter-columns.ts";
import { useSameItems } from "../../core/ui/use-same-items.ts";
import type { CategoryData } from "./category-data.ts";
import { ArticleTable } from "./ArticleTable.tsx";
import { EmptyResult } from "./EmptyResult.tsx";
import { FilterChips } from "./FilterChips.tsx";
import { FilterPanel } from "./FilterPanel.tsx";
import { SortSelect } from "./SortSelect.tsx";
import { useCategoryIndex } from "./use-category-index.ts";
import { useListState } from "./use-list-state.ts";
import { fscLabel } from "./use-value-text.ts";

const NO_COUNTS: ReadonlyMap<FilterColumn, ReadonlyMap<string, number>> = new Map();

interface ListProps {
  data: CategoryData;
  articles: readonly ListArticle[];
  /** The CRM's columns for the category; empty: chosen from the articles. */
  chosenColumns: readonly FilterColumn[];
  /** The category's name: the list's name for analytics. */
  name: string;
}

/** The columns the rows fill, the measures a phone card shows, and whether a certificate shows. */
function shownOf<R>(columns: readonly FilterColumn[], rows: readonly R[], read: ColumnRead<R>) {
  const filled = shownColumns(columns, rows, read);
  // The certificate column reads fsc and fsc_artikel as one.
  const certificate = (row: R) => fscLabel({ fsc: read(row, "fsc"), fsc_artikel: read(row, "fsc_artikel") });
  const fsc = filledColumns(["certificate"], rows, certificate).length > 0;
  return { columns: filled, card: cardColumns(filled, rows, read), fsc };
}

export function CategoryList({ data, articles, chosenColumns, name }: ListProps) {
  const { t } = useLingui();
  const [state, change] = useListState();
  const inches = isInchCountry(data.geoLocation);
  const readArticle: ColumnRead<ListArticle> = (article, column) => columnText(article, column, inches);
  // The same from the articles as from the index (whose values are these texts).
  const columns = useMemo(() => listColumns(chosenColumns, articles, readArticle), [chosenColumns, articles, inches]);
  // Pressed before the index came, the phone's "Filter (n)" opens onto the fields, not an empty sheet.
  const [filtersOpened, setFiltersOpened] = useState(false);
  const index = useCategoryIndex(articles, data.geoLocation, appliedCount(state) > 0 || state.sort !== "shop" || filtersOpened);
  // The sort offers the shown measures and those with a range filter: before the index, read from the
  // articles (only a measure the list does not show, and whose values differ, can add one).
  const ranges = useMemo(
    () =>
      index
        ? index.facets.flatMap((f) => (f.kind === "range" ? [f.column] : []))
        : MEASURE_COLUMNS.filter(
            (m) => !columns.includes(m) && valuesDiffer(articles, (a) => readArticle(a, m) ?? "") && hasRange(articles, m, inches),
          ),
    [index, columns, articles, inches],
  );
  const valueColumns = useMemo(() => index?.facets.flatMap((f) => (f.kind === "values" ? [f.column] : [])) ?? [], [index]);
  const result = useMemo(
    () => index && applyFilters(index.articles, state, valueColumns),
    [index, valueColumns, state.values, state.ranges, state.q],
  );
  const sorted = useMemo(() => index && result && sortArticles(index, result.matches, state.sort), [index, result, state.sort]);
  const shownNow = useMemo(
    () => (result ? shownOf(columns, result.matches, indexedValue) : shownOf(columns, articles, readArticle)),
    [columns, result, articles, inches],
  );
  const shown = { ...shownNow, columns: useSameItems(shownNow.columns), card: useSameItems(shownNow.card) };
  const count = sorted?.length ?? articles.length;
  const pages = Math.max(1, Math.ceil(count / data.pageSize));
  const page = Math.min(state.page, pages);
  // One array per page of results: the table builds new rows in batches only when these change. The
  // first page built before the index has the same articles as the index's: its rows stay.
  const pageRows = useMemo(() => {
    const [from, to] = [(page - 1) * data.pageSize, page * data.pageSize];
    return sorted ? sorted.slice(from, to) : indexRange(articles, from, to, inches);
  }, [sorted, articles, page, data.pageSize, inches]);
  const rows = useSameItems(pageRows, (a, b) => a.article === b.article);
  const listId = `category-${data.categoryId}`;
  useViewItemList(
    { id: listId, name },
    rows.map((row) => row.article.product),
    (page - 1) * data.pageSize,
  );
  // The first screen's prices go now, beside the rows' building (core/browse-ui/use-primed-prices.ts).
  usePrimedPrices(
    rows.map((row) => row.article.product.article_id),
    { baseUrl: data.baseUrl, geoLocation: data.geoLocation },
  );
  const loosen = result && count === 0 ? filterToLoosen(result) : null;
  const rowsTop = useRef<HTMLDivElement>(null);
  const listTop = useRef<HTMLDivElement>(null);
  const toPage = (p: number) => {
    change({ page: p });
    // The new rows start reading at their top; the pager's button may have gone (first or last page).
    rowsTop.current?.focus();
    rowsTop.current?.scrollIntoView({ block: "start" });
  };

  return (
    <div ref={listTop} className="category-list" part="list">
      <FilterPanel
        index={index}
        state={state}
        change={change}
        counts={result?.counts ?? NO_COUNTS}
        count={count}
        language={data.language}
        // The sheet's "N Artikel anzeigen": the list from its top, the filter button (focused again) above it.
        onShow={() => listTop.current?.scrollIntoView({ block: "start" })}
        onOpen={() => setFiltersOpened(true)}
      />
      <div className="category-results">
        <div className="results-bar">
          <p role="status" className="result-count">
            {t({ message: plural(count, { one: "# Artikel gefunden", other: "# Artikel gefunden" }) })}
          </p>
          <SortSelect ranges={ranges} columns={columns} sort={state.sort} change={change} />
        </div>
        <FilterChips state={state} change={change} index={index} language={data.language} />
        {index && loosen !== null && <EmptyResult index={index} filter={loosen} onLoosen={() => change(withoutFilter(state, loosen))} />}
        {rows.length > 0 && (
          <div ref={rowsTop} tabIndex={-1} className="rows">
            <ArticleTable
              data={data}
              rows={rows}
              listId={listId}
              listName={name}
              first={(page - 1) * data.pageSize}
              columns={shown.columns}
              cardColumns={shown.card}
              fsc={shown.fsc}
              caption={t`Artikel dieser Kategorie, Seite ${page} von ${pages}`}
            />
            <Pager page={page} pages={pages} onPage={toPage} />
          </div>
        )}
      </div>
    </div>
  );
}
