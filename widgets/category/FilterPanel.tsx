// The filters: on wide screens a sidebar; on phones a sheet behind the "Filter (n)" button (FilterSheet.tsx,
// loaded when the button is first pressed: focus returns to the button), whose "N Artikel anzeigen"
// closes onto the list's top. One set of fields: category.css shows the button and hides the sidebar
// below the list's container width, and the sidebar steps aside while the sheet is open. The text filter filters as the shopper types;
// checkboxes apply at once; ranges on blur or Enter. The fields (a third of a category's first
// render, hidden on a phone) come in the frame after the first rows (issue 23): the sidebar's column
// keeps its width meanwhile, so nothing beside it moves.
import { useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import type { CategoryIndex } from "../../core/browse/article-index.ts";
import { appliedCount, NO_FILTERS } from "../../core/browse/filters.ts";
import type { ListState } from "../../core/browse/list-url.ts";
import type { FilterColumn } from "../../core/catalog/filter-columns.ts";
import type { Lang } from "../../core/element/data-block.ts";
import { ErrorNotice } from "../../core/ui/ErrorNotice.tsx";
import { useAfterFirstPaint } from "../../core/ui/use-after-first-paint.ts";
import { useRequest } from "../../core/ui/use-request.ts";
import { RangeFilter } from "./RangeFilter.tsx";
import type { ChangeList } from "./use-list-state.ts";
import { ValueFilter } from "./ValueFilter.tsx";

const loadSheet = () => import("./FilterSheet.tsx").then((module) => module.FilterSheet);

/** The id of the filters' heading: where focus goes when the last chip or "clear all" goes. */
export const FILTER_HEADING_ID = "category-filter-heading";
/** The phone's "Filter (n)" button: the same place on a phone, where the heading is not shown. */
export const FILTER_TOGGLE_ID = "category-filter-toggle";

interface FilterPanelProps {
  /** null until the list has built its index (CategoryList.tsx): the fields come with it. */
  index: CategoryIndex | null;
  state: ListState;
  change: ChangeList;
  counts: ReadonlyMap<FilterColumn, ReadonlyMap<string, number>>;
  /** The articles the filters leave. */
  count: number;
  language: Lang;
  /** After the sheet's "N Artikel anzeigen" closed it. */
  onShow: () => void;
  /** The "Filter (n)" button was pressed: the fields need the index now. */
  onOpen: () => void;
}

export function FilterPanel({ index, state, change, counts, count, language, onShow, onOpen }: FilterPanelProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  // Once pressed, the sheet stays rendered: closing it is the dialog's own (its close event restores focus).
  const [pressed, setPressed] = useState(false);
  const { state: sheet, reload } = useRequest(pressed ? loadSheet : null, [pressed]);
  const toggle = useRef<HTMLButtonElement>(null);
  const n = appliedCount(state);
  const painted = useAfterFirstPaint();
  const fields = painted && index && (
    <>
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
    </>
  );
  return (
    <div className="filter-area">
      <button
        ref={toggle}
        type="button"
        id={FILTER_TOGGLE_ID}
        className="filter-toggle"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setPressed(true);
          setOpen(true);
          onOpen();
        }}
      >
        {t`Filter (${n})`}
      </button>
      {!open && (
        <div className="filters" part="filters">
          <h3 id={FILTER_HEADING_ID} tabIndex={-1}>
            {t`Filter`}
          </h3>
          <div className="filter-fields">{fields}</div>
        </div>
      )}
      {sheet.status === "error" && <ErrorNotice onRetry={reload} />}
      {sheet.status === "ready" && (
        <sheet.data
          open={open}
          fields={fields}
          onClear={() => change({ ...NO_FILTERS })}
          count={count}
          onHide={() => setOpen(false)}
          onClosed={(show) => {
            setOpen(false);
            // Back on the button, however the sheet was opened (the dialog's opener may be gone).
            toggle.current?.focus();
            if (show) onShow();
          }}
        />
      )}
    </div>
  );
}
