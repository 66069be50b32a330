// The order of the hits: the search's own (relevance) or the articles by name or article number. An
// order sorts articles only (docs/decisions/search-results-paging.md): choosing one shows the articles.
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { SEARCH_SORTS, type SearchSort } from "../../core/api/search-types.ts";

const isSearchSort = (text: string): text is SearchSort => (SEARCH_SORTS as readonly string[]).includes(text);

export function HitSort({ sort, onSort }: { sort: SearchSort; onSort: (sort: SearchSort) => void }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="hit-sort" part="sort">
      <label htmlFor={id}>{t`Sortieren nach`}</label>
      <select id={id} value={sort} onChange={(e) => isSearchSort(e.currentTarget.value) && onSort(e.currentTarget.value)}>
        <option value="relevance">{t`Relevanz`}</option>
        <option value="name">{t`Artikelname`}</option>
        <option value="artnr">{t`Artikelnummer`}</option>
      </select>
    </div>
  );
}
