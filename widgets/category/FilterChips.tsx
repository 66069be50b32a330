// The applied filters as chips, each with its remove button, and "Alle Filter entfernen". Removing a
// chip moves focus to the chip that took its place (or the one before); with none left, to the
// filters' heading (on a phone, where the sidebar is not shown, to the "Filter (n)" button): focus
// never drops to the page body.
import { useLingui } from "@lingui/react/macro";
import { useLayoutEffect, useRef } from "react";
import type { CategoryIndex } from "../../core/browse/article-index.ts";
import { type Bounds, NO_FILTERS, withoutFilter } from "../../core/browse/filters.ts";
import type { ListState } from "../../core/browse/list-url.ts";
import { boundText } from "../../core/browse/range-input.ts";
import type { FilterColumn } from "../../core/catalog/filter-columns.ts";
import type { Lang } from "../../core/element/data-block.ts";
import { FILTER_HEADING_ID, FILTER_TOGGLE_ID } from "./FilterPanel.tsx";
import type { ChangeList } from "./use-list-state.ts";
import { useFilterName } from "./use-filter-name.ts";
import { useValueText } from "./use-value-text.ts";

interface Chip {
  id: string;
  text: string;
  remove: () => Partial<ListState>;
}

interface ChipsProps {
  state: ListState;
  change: ChangeList;
  /** null before the index: no filter is applied then (CategoryList.tsx). */
  index: CategoryIndex | null;
  language: Lang;
}

export function FilterChips({ state, change, index, language }: ChipsProps) {
  const { t } = useLingui();
  const filterName = useFilterName(index);
  const valueText = useValueText();
  const list = useRef<HTMLUListElement>(null);
  /** The place of the chip just removed: focus goes to the chip now there. */
  const removedAt = useRef<number | null>(null);

  const rangeText = (key: string, { from, to }: Bounds) => {
    const facet = index?.facets.find((f) => f.column === key.split(".")[0]);
    const unit = facet?.kind === "range" && facet.unit === "g/m²" ? "g/m²" : index?.inches ? "in" : "mm";
    return `${boundText(from, unit, language) || "…"}–${boundText(to, unit, language) || "…"} ${unit}`;
  };
  const chips: Chip[] = [
    ...(Object.entries(state.values) as [FilterColumn, string[]][]).flatMap(([column, values]) =>
      values.map((value) => ({
        id: `${column}=${value}`,
        text: `${filterName(column)}: ${valueText(column, value)}`,
        remove: () => ({ values: { ...state.values, [column]: values.filter((v) => v !== value) } }),
      })),
    ),
    ...Object.entries(state.ranges)
      .filter(([, b]) => b.from !== null || b.to !== null)
      .map(([key, bounds]) => ({
        id: key,
        text: `${filterName(key)}: ${rangeText(key, bounds)}`,
        remove: () => withoutFilter(state, key),
      })),
    ...(state.q.trim() ? [{ id: "q", text: `${filterName("q")}: ${state.q.trim()}`, remove: () => ({ q: "" }) }] : []),
  ];

  useLayoutEffect(() => {
    const at = removedAt.current;
    if (at === null) return;
    removedAt.current = null;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>("button.chip") ?? [];
    const target = buttons[Math.min(at, buttons.length - 1)];
    if (target) return target.focus();
    const root = list.current?.getRootNode() as ShadowRoot | null;
    const heading = root?.getElementById(FILTER_HEADING_ID);
    (heading?.checkVisibility() ? heading : root?.getElementById(FILTER_TOGGLE_ID))?.focus();
  });

  if (chips.length === 0) return <ul ref={list} className="filter-chips" hidden />;
  return (
    <ul ref={list} className="filter-chips" aria-label={t`Angewandte Filter`} part="chips">
      {chips.map((chip, i) => (
        <li key={chip.id}>
          <button
            type="button"
            className="chip"
            aria-label={t`Filter entfernen: ${chip.text}`}
            onClick={() => {
              removedAt.current = i;
              change(chip.remove());
            }}
          >
            {chip.text} <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
      <li>
        <button
          type="button"
          className="clear-all"
          onClick={() => {
            removedAt.current = Number.POSITIVE_INFINITY;
            change({ ...NO_FILTERS });
          }}
        >
          {t`Alle Filter entfernen`}
        </button>
      </li>
    </ul>
  );
}
