import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { isSortKey, type SortKey } from "../../core/browse/sort.ts";
import { type FilterColumn, MEASURE_COLUMNS, type MeasureColumn } from "../../core/catalog/filter-columns.ts";
import { COLUMN_LABELS } from "./column-labels.ts";
import type { ChangeList } from "./use-list-state.ts";

const isMeasure = (c: FilterColumn): c is MeasureColumn => (MEASURE_COLUMNS as readonly string[]).includes(c);

/** The sort: the shop's order, name, article number, list price, and each measure the list shows or filters by. */
export function SortSelect({
  ranges,
  columns,
  sort,
  change,
}: {
  /** The measures with a range filter. */
  ranges: readonly MeasureColumn[];
  columns: readonly FilterColumn[];
  sort: SortKey;
  change: ChangeList;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const measures = [...new Set([...columns.filter(isMeasure), ...ranges])];
  return (
    <div className="sort">
      <label htmlFor={id}>{t`Sortieren nach`}</label>
      <select id={id} value={sort} onChange={(e) => isSortKey(e.currentTarget.value) && change({ sort: e.currentTarget.value })}>
        <option value="shop">{t`Empfehlung des Shops`}</option>
        <option value="name">{t`Name`}</option>
        <option value="artnr">{t`Artikelnummer`}</option>
        <option value="price">{t`Listenpreis, niedrigster zuerst`}</option>
        {measures.map((m) => (
          <option key={m} value={`m.${m}`}>
            {t`${i18n._(COLUMN_LABELS[m])}, kleinstes zuerst`}
          </option>
        ))}
      </select>
    </div>
  );
}
