// Filtering a category (docs/decisions/category-filters.md): several values of one filter combine with
// OR, filters combine with AND; a measure's range applies per dimension (inner length, width, height);
// the text filter matches article number and descriptions, folded. One pass over the index answers
// all at once: the matching articles, each checkbox value's count given the OTHER filters (what
// ticking it would leave), and per filter how many articles only it excludes (which one to loosen).
import type { FilterColumn, MeasureColumn } from "../catalog/filter-columns.ts";
import type { IndexedArticle } from "./article-index.ts";
import { fold } from "./fold.ts";

/** A range's bounds in the measure's scale (mm, g/m²); null: open. */
export interface Bounds {
  from: number | null;
  to: number | null;
}

export interface FilterState {
  /** Ticked values per column (OR within a column). */
  values: Partial<Record<FilterColumn, readonly string[]>>;
  /** Ranges by `<measure>.<dimension>` (dimension from 0). */
  ranges: Readonly<Record<string, Bounds>>;
  /** The text filter as typed. */
  q: string;
}

export const NO_FILTERS: FilterState = { values: {}, ranges: {}, q: "" };

/** The key of a measure's dimension in FilterState.ranges. */
export const rangeKey = (column: MeasureColumn, dim: number) => `${column}.${dim}`;

/** One applied filter: a column's values, one range, or the text. */
export type FilterKey = string;

interface Test {
  key: FilterKey;
  passes: (a: IndexedArticle) => boolean;
}

function tests(state: FilterState): Test[] {
  const list: Test[] = [];
  for (const [column, values] of Object.entries(state.values) as [FilterColumn, readonly string[]][]) {
    if (values.length === 0) continue;
    const wanted = new Set(values);
    list.push({ key: column, passes: (a) => wanted.has(a.values[column] ?? "") });
  }
  for (const [key, { from, to }] of Object.entries(state.ranges)) {
    if (from === null && to === null) continue;
    const [column, dim] = key.split(".") as [MeasureColumn, string];
    const at = Number(dim);
    list.push({
      key,
      passes: (a) => {
        const m = a.measures[column];
        const value = m?.kind === "numbers" ? m.values[at] : undefined;
        return value !== undefined && (from === null || value >= from) && (to === null || value <= to);
      },
    });
  }
  const words = fold(state.q).split(/\s+/).filter(Boolean);
  if (words.length > 0) list.push({ key: "q", passes: (a) => words.every((w) => a.text.includes(w)) });
  return list;
}

export interface FilterResult {
  matches: IndexedArticle[];
  /** Per checkbox column and value: the articles it leaves given the other filters. */
  counts: Map<FilterColumn, Map<string, number>>;
  /** Per applied filter: the articles that only it excludes (removing it would bring them back). */
  excludedOnlyBy: Map<FilterKey, number>;
}

export function applyFilters(articles: readonly IndexedArticle[], state: FilterState, valueColumns: readonly FilterColumn[]): FilterResult {
  const active = tests(state);
  const matches: IndexedArticle[] = [];
  const counts = new Map(valueColumns.map((c) => [c, new Map<string, number>()]));
  const excludedOnlyBy = new Map(active.map((t) => [t.key, 0]));
  const count = (column: FilterColumn, a: IndexedArticle) => {
    const value = a.values[column];
    const perValue = counts.get(column);
    if (value !== undefined && perValue) perValue.set(value, (perValue.get(value) ?? 0) + 1);
  };
  for (const a of articles) {
    let failed: Test | undefined;
    let failures = 0;
    for (const t of active) {
      if (t.passes(a)) continue;
      failed = t;
      if (++failures > 1) break;
    }
    if (failures === 0) {
      matches.push(a);
      for (const column of valueColumns) count(column, a);
    } else if (failures === 1 && failed) {
      excludedOnlyBy.set(failed.key, (excludedOnlyBy.get(failed.key) ?? 0) + 1);
      if (counts.has(failed.key as FilterColumn)) count(failed.key as FilterColumn, a);
    }
  }
  return { matches, counts, excludedOnlyBy };
}

/** The applied filter whose removal brings back the most articles: what an empty result asks to loosen. */
export function filterToLoosen(result: FilterResult): FilterKey | null {
  let best: FilterKey | null = null;
  let most = -1;
  for (const [key, n] of result.excludedOnlyBy) {
    if (n > most) {
      best = key;
      most = n;
    }
  }
  return best;
}

/** The state without one applied filter (a chip's remove button, the empty result's hint). */
export function withoutFilter(state: FilterState, key: FilterKey): FilterState {
  if (key === "q") return { ...state, q: "" };
  if (key in state.ranges) {
    const { [key]: _gone, ...ranges } = state.ranges;
    return { ...state, ranges };
  }
  const { [key as FilterColumn]: _gone, ...values } = state.values;
  return { ...state, values };
}

/** How many filters are applied (the phone's "Filter (n)" button). */
export function appliedCount(state: FilterState): number {
  const ranges = Object.values(state.ranges).filter((b) => b.from !== null || b.to !== null).length;
  const values = Object.values(state.values).reduce((n, list) => n + (list?.length ?? 0), 0);
  return values + ranges + (state.q.trim() ? 1 : 0);
}
