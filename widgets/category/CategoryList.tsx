// A category's articles as a comparable list (issue 12): the filters (a sidebar on wide screens, a
// sheet behind "Filter (n)" on phones), the applied filters as chips, the sort, the result count in
// one polite live region, the page's rows and the pager. The articles are indexed once
// (core/browse/article-index.ts); a filter change filters, counts and sorts the prepared index, and
// picks the columns the result fills and the measures a phone card shows (core/browse/shown-columns.ts).
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useMemo, useRef } from "react";
import type { ListArticle } from "../../core/api/listed-articles.ts";
import { indexCategory } from "../../core/browse/article-index.ts";
import { listColumns } from "../../core/browse/columns.ts";
import { applyFilters, filterToLoosen, withoutFilter } from "../../core/browse/filters.ts";
import { cardColumns, filledColumns, shownColumns } from "../../core/browse/shown-columns.ts";
import { sortArticles } from "../../core/browse/sort.ts";
import { usePrimedPrices } from "../../core/browse-ui/use-primed-prices.ts";
import type { FilterColumn } from "../../core/catalog/filter-columns.ts";
import type { CategoryData } from "./category-data.ts";
import { ArticleTable } from "./ArticleTable.tsx";
import { EmptyResult } from "./EmptyResult.tsx";
import { FilterChips } from "./FilterChips.tsx";
import { FilterPanel } from "./FilterPanel.tsx";
import { Pager } from "./Pager.tsx";
import { SortSelect } from "./SortSelect.tsx";
import { useListState } from "./use-list-state.ts";
import { fscLabel } from "./use-value-text.ts";

interface ListProps {
  data: CategoryData;
  articles: readonly ListArticle[];
  /** The CRM's columns for the category; empty: chosen from the articles. */
  chosenColumns: readonly FilterColumn[];
}

export function CategoryList({ data, articles, chosenColumns }: ListProps) {
  const { t } = useLingui();
  const [state, change] = useListState();
  const index = useMemo(() => indexCategory(articles, data.geoLocation), [articles, data.geoLocation]);
  const valueColumns = useMemo(() => index.facets.flatMap((f) => (f.kind === "values" ? [f.column] : [])), [index]);
  const columns = useMemo(() => listColumns(chosenColumns, index.articles), [chosenColumns, index]);
  const result = useMemo(
    () => applyFilters(index.articles, state, valueColumns),
    [index, valueColumns, state.values, state.ranges, state.q],
  );
  const sorted = useMemo(() => sortArticles(index, result.matches, state.sort), [index, result, state.sort]);
  const shown = useMemo(() => {
    const filled = shownColumns(columns, result.matches);
    // The certificate column reads fsc and fsc_artikel as one.
    const fsc = filledColumns(["certificate"], result.matches, (row) => fscLabel(row.values)).length > 0;
    return { columns: filled, card: cardColumns(filled, result.matches), fsc };
  }, [columns, result]);
  const pages = Math.max(1, Math.ceil(sorted.length / data.pageSize));
  const page = Math.min(state.page, pages);
  // One array per page of results: the table builds new rows in batches only when these change.
  const rows = useMemo(() => sorted.slice((page - 1) * data.pageSize, page * data.pageSize), [sorted, page, data.pageSize]);
  // The first screen's prices go now, beside the rows' building (core/browse-ui/use-primed-prices.ts).
  usePrimedPrices(
    rows.map((row) => row.article.product.article_id),
    { baseUrl: data.baseUrl, geoLocation: data.geoLocation },
  );
  const loosen = sorted.length === 0 ? filterToLoosen(result) : null;
  const count = sorted.length;
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
        counts={result.counts}
        count={count}
        language={data.language}
        // The sheet's "N Artikel anzeigen": the list from its top, the filter button (focused again) above it.
        onShow={() => listTop.current?.scrollIntoView({ block: "start" })}
      />
      <div className="category-results">
        <div className="results-bar">
          <p role="status" className="result-count">
            {t({ message: plural(count, { one: "# Artikel gefunden", other: "# Artikel gefunden" }) })}
          </p>
          <SortSelect index={index} columns={columns} sort={state.sort} change={change} />
        </div>
        <FilterChips state={state} change={change} index={index} language={data.language} />
        {loosen !== null && <EmptyResult index={index} filter={loosen} onLoosen={() => change(withoutFilter(state, loosen))} />}
        {rows.length > 0 && (
          <div ref={rowsTop} tabIndex={-1} className="rows">
            <ArticleTable
              data={data}
              rows={rows}
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
