// A category list's state in the page query (docs/decisions/category-filters.md), each parameter under
// the prefix "c." so other elements' parameters (the configurators' "b." and "m.") and the page's own
// stay: `c.f.<column>=<value>` (repeated: OR), `c.r.<measure>.<dim>=<from>~<to>` (millimetres or g/m²,
// either side may be empty), `c.q=<text>`, `c.sort=<key>`, `c.page=<n>` (from 1). A parameter under the
// prefix that does not parse is ignored with a console note: a shared link never breaks the page.
import { FILTER_COLUMNS, type FilterColumn, MEASURE_COLUMNS } from "../catalog/filter-columns.ts";
import type { FilterState } from "./filters.ts";
import { isSortKey, type SortKey } from "./sort.ts";

export const LIST_PREFIX = "c.";

export interface ListState extends FilterState {
  sort: SortKey;
  /** The page, from 1. */
  page: number;
}

export const INITIAL_LIST: ListState = { values: {}, ranges: {}, q: "", sort: "shop", page: 1 };

const isColumn = (s: string): s is FilterColumn => (FILTER_COLUMNS as readonly string[]).includes(s);
const bound = (s: string) => (s === "" ? null : Number(s));

export function encodeList(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  for (const [column, values] of Object.entries(state.values)) for (const value of values ?? []) params.append(`c.f.${column}`, value);
  for (const [key, { from, to }] of Object.entries(state.ranges))
    if (from !== null || to !== null) params.append(`c.r.${key}`, `${from ?? ""}~${to ?? ""}`);
  if (state.q !== "") params.set("c.q", state.q);
  if (state.sort !== "shop") params.set("c.sort", state.sort);
  if (state.page > 1) params.set("c.page", String(state.page));
  return params;
}

/** Reads the prefixed parameters; what does not parse is left out and noted on the console. */
export function decodeList(params: URLSearchParams): ListState {
  const values: Partial<Record<FilterColumn, string[]>> = {};
  const ranges: Record<string, { from: number | null; to: number | null }> = {};
  let { q, sort, page } = INITIAL_LIST;
  for (const [name, value] of params) {
    const column = name.slice(4);
    const range = /^c\.r\.([a-z]+)\.(\d)$/.exec(name);
    const bounds = /^(\d+(?:\.\d+)?)?~(\d+(?:\.\d+)?)?$/.exec(value);
    if (name.startsWith("c.f.") && isColumn(column) && value !== "") values[column] = [...(values[column] ?? []), value];
    else if (range && (MEASURE_COLUMNS as readonly string[]).includes(range[1] ?? "") && bounds && value !== "~")
      ranges[`${range[1]}.${range[2]}`] = { from: bound(bounds[1] ?? ""), to: bound(bounds[2] ?? "") };
    else if (name === "c.q") q = value;
    else if (name === "c.sort" && isSortKey(value)) sort = value;
    else if (name === "c.page" && /^[1-9]\d{0,4}$/.test(value)) page = Number(value);
    else console.info(`[shop-widgets] <shop-category> ignores the link's parameter ${name}=${value}`);
  }
  return { values, ranges, q, sort, page };
}
