// Sorting a category's list: by name, article number, list price (the order of listPriceFrom, the
// list price scale's lowest unit price: the visitor's own price may differ, docs/decisions/category-
// prices.md), or a measure (its first dimension: inner length before width). Articles without the
// value go last; ties keep the API's order. Each order is computed once per index and reused, so a
// filter change only re-sorts by a prepared rank.
import { MEASURE_COLUMNS, type MeasureColumn } from "../catalog/filter-columns.ts";
import type { CategoryIndex, IndexedArticle } from "./article-index.ts";

export type SortKey = "shop" | "name" | "artnr" | "price" | `m.${MeasureColumn}`;

export function isSortKey(text: string): text is SortKey {
  return ["shop", "name", "artnr", "price"].includes(text) || MEASURE_COLUMNS.some((m) => text === `m.${m}`);
}

const collator = new Intl.Collator("de", { numeric: true, sensitivity: "base" });

type Value = string | number | undefined;

function sortValue(a: IndexedArticle, key: SortKey): Value {
  if (key === "name") return a.article.product.artikel;
  if (key === "artnr") return a.values.artnr ?? a.article.product.article_number;
  if (key === "price") return a.article.listPriceFrom ?? undefined;
  if (key === "shop") return a.position;
  const m = a.measures[key.slice(2) as MeasureColumn];
  return m?.kind === "numbers" ? m.values[0] : m?.text;
}

function compare(x: Value, y: Value): number {
  if (x === undefined || y === undefined) return x === y ? 0 : x === undefined ? 1 : -1;
  if (typeof x === "number" && typeof y === "number") return x - y;
  if (typeof x === "number") return -1; // numbers before names ("A4") in a measure
  if (typeof y === "number") return 1;
  return collator.compare(x, y);
}

const ranks = new WeakMap<CategoryIndex, Map<SortKey, Int32Array>>();

/** Each article's place (by position) in the order `key`, computed once per index. */
function rankOf(index: CategoryIndex, key: SortKey): Int32Array {
  let byKey = ranks.get(index);
  if (!byKey) {
    byKey = new Map();
    ranks.set(index, byKey);
  }
  let rank = byKey.get(key);
  if (!rank) {
    const values = index.articles.map((a) => sortValue(a, key));
    const order = index.articles.map((a) => a.position).sort((i, j) => compare(values[i], values[j]) || i - j);
    rank = new Int32Array(order.length);
    order.forEach((position, place) => {
      (rank as Int32Array)[position] = place;
    });
    byKey.set(key, rank);
  }
  return rank;
}

/** The articles in the order `key` (a new array). */
export function sortArticles(index: CategoryIndex, articles: readonly IndexedArticle[], key: SortKey): IndexedArticle[] {
  if (key === "shop") return [...articles];
  const rank = rankOf(index, key);
  return [...articles].sort((a, b) => (rank[a.position] as number) - (rank[b.position] as number));
}
