// The filters: on wide screens a sidebar, on phones a panel behind the "Filter (n)" button (one
// markup; category.css shows the button and folds the panel below the list's container width). The
// text filter filters as the shopper types; checkboxes apply at once; ranges on blur or Enter.
import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import type { CategoryIndex } from "../../core/browse/article-index.ts";
import { appliedCount } from "../../core/browse/filters.ts";
import type { ListState } from "../../core/browse/list-url.ts";
import type { FilterColumn } from "../../core/catalog/filter-columns.ts";
import type { Lang } from "../../core/element/data-block.ts";
import { RangeFilter } from "./RangeFilter.tsx";
import type { ChangeList } from "./use-list-state.ts";
import { ValueFilter } from "./ValueFilter.tsx";

/** The id of the filters' heading: where focus goes when the last chip or "clear all" goes. */
export const FILTER_HEADING_ID = "category-filter-heading";

interface FilterPanelProps {
  index: CategoryIndex;
  state: ListState;
  change: ChangeList;
  counts: ReadonlyMap<FilterColumn, ReadonlyMap<string, number>>;
  language: Lang;
}

export function FilterPanel({ index, state, change, counts, language }: FilterPanelProps) {
  const { t } = useLingui();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const n = appliedCount(state);
  return (
    <div className="filter-area">
      <button type="button" className="filter-toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {t`Filter (${n})`}
      </button>
      <div id={panelId} className={open ? "filters open" : "filters"} part="filters">
        <h3 id={FILTER_HEADING_ID} tabIndex={-1}>
          {t`Filter`}
        </h3>
        <label className="text-filter">
          <span>{t`Artikelnummer oder Beschreibung`}</span>
          <input type="search" value={state.q} onInput={(e) => change({ q: (e.target as HTMLInputElement).value }, true)} />
        </label>
        {index.facets.map((facet) =>
          facet.kind === "values" ? (
            <ValueFilter
              key={facet.column}
              column={facet.column}
              values={facet.values}
              ticked={state.values[facet.column] ?? []}
              counts={counts.get(facet.column)}
              onChange={(ticked) => change({ values: { ...state.values, [facet.column]: ticked } })}
            />
          ) : (
            <RangeFilter
              key={facet.column}
              facet={facet}
              unit={facet.unit === "g/m²" ? "g/m²" : index.inches ? "in" : "mm"}
              ranges={state.ranges}
              language={language}
              onApply={(key, bounds) => change({ ranges: { ...state.ranges, [key]: bounds } })}
            />
          ),
        )}
      </div>
    </div>
  );
}
