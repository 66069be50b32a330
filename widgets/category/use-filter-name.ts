import { useLingui } from "@lingui/react/macro";
import type { CategoryIndex } from "../../core/browse/article-index.ts";
import type { FilterKey } from "../../core/browse/filters.ts";
import type { FilterColumn } from "../../core/catalog/filter-columns.ts";
import { COLUMN_LABELS, dimensionLabel } from "./column-labels.ts";

/** A filter's name as shoppers read it: "Material", "Innenmaß: Länge" (a dimension only for composite measures), "Suche". */
export function useFilterName(index: CategoryIndex | null): (key: FilterKey) => string {
  const { t, i18n } = useLingui();
  return (key) => {
    if (key === "q") return t`Suche`;
    const [column, dim] = key.split(".") as [FilterColumn, string | undefined];
    const label = i18n._(COLUMN_LABELS[column]);
    const facet = index?.facets.find((f) => f.column === column);
    const composite = facet?.kind === "range" && facet.dims > 1;
    const dimension = composite ? dimensionLabel(Number(dim)) : undefined;
    return dimension ? `${label}: ${i18n._(dimension)}` : label;
  };
}
