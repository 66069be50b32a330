import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { facetValues } from "../../core/browse/facet-values.ts";
import type { FilterColumn } from "../../core/catalog/filter-columns.ts";
import { COLUMN_LABELS } from "./column-labels.ts";
import { TradeWords } from "./TradeWords.tsx";
import { fscLabel, useValueText } from "./use-value-text.ts";

interface ValueFilterProps {
  column: FilterColumn;
  values: readonly string[];
  ticked: readonly string[];
  /** Articles each value leaves given the other filters. */
  counts: ReadonlyMap<string, number> | undefined;
  onChange: (ticked: string[]) => void;
}

/**
 * A filter's values as checkboxes with their counts; a value that leaves nothing stays (ticked ones
 * can be unticked). Folded to its first values with "mehr anzeigen (n)" (core/browse/facet-values.ts):
 * the sidebar stays shorter than the list beside it.
 */
export function ValueFilter({ column, values, ticked, counts, onChange }: ValueFilterProps) {
  const { t, i18n } = useLingui();
  const valueText = useValueText();
  const listId = useId();
  const [unfolded, setUnfolded] = useState(false);
  const { shown, hidden } = facetValues(values, ticked, unfolded);
  return (
    <fieldset className="value-filter">
      <legend>{i18n._(COLUMN_LABELS[column])}</legend>
      <div id={listId}>
        {shown.map((value) => {
          const checked = ticked.includes(value);
          const count = counts?.get(value) ?? 0;
          return (
            <div key={value} className="filter-value">
              <label className={count === 0 && !checked ? "none-left" : undefined}>
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={() => onChange(checked ? ticked.filter((v) => v !== value) : [...ticked, value])}
                />
                <span>{valueText(column, value)}</span> <span className="filter-count">({count})</span>
              </label>
              <TradeWords text={column === "fsc" || column === "fsc_artikel" ? fscLabel({ fsc: value }) : value} />
            </div>
          );
        })}
      </div>
      {(hidden > 0 || unfolded) && (
        <button
          type="button"
          className="link fold-toggle"
          aria-expanded={unfolded}
          aria-controls={listId}
          onClick={() => setUnfolded(!unfolded)}
        >
          {unfolded ? t`weniger anzeigen` : t`mehr anzeigen (${hidden})`}
        </button>
      )}
    </fieldset>
  );
}
