import { useLingui } from "@lingui/react/macro";
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

/** A filter's values as checkboxes with their counts; a value that leaves nothing stays (ticked ones can be unticked). */
export function ValueFilter({ column, values, ticked, counts, onChange }: ValueFilterProps) {
  const { i18n } = useLingui();
  const valueText = useValueText();
  return (
    <fieldset className="value-filter">
      <legend>{i18n._(COLUMN_LABELS[column])}</legend>
      {values.map((value) => {
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
    </fieldset>
  );
}
