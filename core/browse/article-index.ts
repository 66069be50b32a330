// The category's articles indexed once (issue 12: a filter over 2,000 articles re-renders within one
// frame): each article's folded search text, its values per filter column as the visitor reads them
// (inch countries read a measure's `_inch` text, core/catalog/product-properties.ts), and its measures
// parsed to numbers. Filtering, counting and sorting then only compare prepared values.
import type { ListArticle } from "../api/listed-articles.ts";
import { MEASURE_COLUMNS, type MeasureColumn, TEXT_COLUMNS, type FilterColumn, inchColumn } from "../catalog/filter-columns.ts";
import { INCH_COUNTRIES } from "../catalog/inch-countries.ts";
import { fold } from "./fold.ts";
import { type Measure, parseMeasure } from "./measure.ts";

export interface IndexedArticle {
  article: ListArticle;
  /** Position in the API's order. */
  position: number;
  /** artnr, beschreibung1 and beschreibung2 (and the name), folded. */
  text: string;
  /** Each filter column's text as the visitor reads it; absent when empty. */
  values: Partial<Record<FilterColumn, string>>;
  /** Each measure parsed (from the metric text: lengths in mm). */
  measures: Partial<Record<MeasureColumn, Measure>>;
}

/** A filter the category's articles support: checkboxes over values, or a range per dimension. */
export type Facet =
  | { kind: "values"; column: FilterColumn; values: string[] }
  | { kind: "range"; column: MeasureColumn; dims: number; unit: "mm" | "g/m²"; min: number[]; max: number[] };

export interface CategoryIndex {
  articles: IndexedArticle[];
  facets: Facet[];
  /** Whether measures are read in inches (the visitor's country). */
  inches: boolean;
}

/** Reads a filter column's text of a row: an indexed article's, or a list article's before the index. */
export type ColumnRead<R> = (row: R, column: FilterColumn) => string | undefined;

export const indexedValue: ColumnRead<IndexedArticle> = (row, column) => row.values[column];

export const isInchCountry = (country: string) => INCH_COUNTRIES.includes(country.toLowerCase());

const MEASURES: ReadonlySet<FilterColumn> = new Set(MEASURE_COLUMNS);

/** A filter column's text as the visitor reads it (a measure's inch text in an inch country); undefined when empty. */
export function columnText(article: ListArticle, column: FilterColumn, inches: boolean): string | undefined {
  const p = article.properties;
  const text = (inches && MEASURES.has(column) && p[inchColumn(column as MeasureColumn)]?.trim()) || p[column]?.trim();
  return text || undefined;
}

/** Columns the text filter covers: no checkboxes for them (every article has its own). */
const SEARCHED: readonly FilterColumn[] = ["artnr", "beschreibung1", "beschreibung2"];

/** Parses each measure text once per index: a category's articles repeat few formats (issue 23, a phone's first render). */
export function measureParser(): (text: string) => Measure | null {
  const parsed = new Map<string, Measure | null>();
  return (text) => {
    let measure = parsed.get(text);
    if (measure === undefined) {
      measure = parseMeasure(text);
      parsed.set(text, measure);
    }
    return measure;
  };
}

type Parse = (text: string) => Measure | null;

/** The text a measure is parsed from: its metric text (lengths in mm), else the text shown. */
const measureText = (article: ListArticle, column: MeasureColumn, shown: string | undefined) =>
  article.properties[column]?.trim() || shown || "";

function indexArticle(article: ListArticle, position: number, inches: boolean, parse: Parse): IndexedArticle {
  const p = article.properties;
  const values: Partial<Record<FilterColumn, string>> = {};
  for (const column of TEXT_COLUMNS) {
    const value = columnText(article, column, inches);
    if (value) values[column] = value;
  }
  const measures: Partial<Record<MeasureColumn, Measure>> = {};
  for (const column of MEASURE_COLUMNS) {
    const shown = columnText(article, column, inches);
    if (shown) values[column] = shown;
    const parsed = parse(measureText(article, column, shown));
    if (parsed) measures[column] = parsed;
  }
  const text = fold([p.artnr ?? article.product.article_number, p.beschreibung1, p.beschreibung2, article.product.artikel].join(" "));
  return { article, position, text, values, measures };
}

type Numbers = Extract<Measure, { kind: "numbers" }>;

function rangeFacet(column: MeasureColumn, numbers: readonly Numbers[]): Facet | null {
  const first = numbers[0];
  if (!first || numbers.some((m) => m.unit !== first.unit)) return null;
  const dims = Math.max(...numbers.map((m) => m.values.length));
  const min = Array<number>(dims).fill(Number.POSITIVE_INFINITY);
  const max = Array<number>(dims).fill(Number.NEGATIVE_INFINITY);
  // One loop, not a spread of every article per bound (issue 23: the sort's options before the index).
  for (const { values } of numbers)
    values.forEach((value, i) => {
      if (value < (min[i] as number)) min[i] = value;
      if (value > (max[i] as number)) max[i] = value;
    });
  if (min.every((lo, i) => lo === max[i])) return null;
  return { kind: "range", column, dims, unit: first.unit, min, max };
}

const collator = new Intl.Collator("de", { numeric: true, sensitivity: "base" });

/** More values than this make no useful checkbox list (a stock count per article): no filter then. */
export const MAX_FILTER_VALUES = 24;

function valuesFacet(column: FilterColumn, articles: IndexedArticle[]): Facet | null {
  const values = [...new Set(articles.flatMap((a) => a.values[column] ?? []))].sort(collator.compare);
  return values.length >= 2 && values.length <= MAX_FILTER_VALUES ? { kind: "values", column, values } : null;
}

/** The articles of positions `start` to `end` (excluded) indexed: a page of them, or a part of the index. */
export function indexRange(
  list: readonly ListArticle[],
  start: number,
  end: number,
  inches: boolean,
  parse = measureParser(),
): IndexedArticle[] {
  const articles: IndexedArticle[] = [];
  for (let i = start; i < Math.min(end, list.length); i++) articles.push(indexArticle(list[i] as ListArticle, i, inches, parse));
  return articles;
}

/** Indexes the articles and finds their filters (withFacets). */
export function indexCategory(list: readonly ListArticle[], country: string): CategoryIndex {
  const inches = isInchCountry(country);
  return withFacets(indexRange(list, 0, list.length, inches), inches);
}

/**
 * The index of all the category's articles with their filters: a text column with 2 to
 * MAX_FILTER_VALUES values gets checkboxes; a measure every article gives as numbers gets a range per
 * dimension, a measure given by name ("A4") checkboxes (docs/decisions/category-filters.md).
 */
export function withFacets(articles: IndexedArticle[], inches: boolean): CategoryIndex {
  const facets: Facet[] = [];
  for (const column of TEXT_COLUMNS) {
    if (SEARCHED.includes(column)) continue;
    const facet = valuesFacet(column, articles);
    if (facet) facets.push(facet);
  }
  for (const column of MEASURE_COLUMNS) {
    const given = articles.filter((a) => a.measures[column]);
    const named = given.some((a) => a.measures[column]?.kind === "name");
    const numbers = given.flatMap((a) => {
      const m = a.measures[column];
      return m?.kind === "numbers" ? [m] : [];
    });
    const facet = named ? valuesFacet(column, articles) : rangeFacet(column, numbers);
    if (facet) facets.push(facet);
  }
  return { articles, facets, inches };
}

/** Whether the index will give `column` a range filter (withFacets), read from the articles alone: the sort's options before the index. */
export function hasRange(list: readonly ListArticle[], column: MeasureColumn, inches: boolean): boolean {
  // Each text once: a range, a unit and a name are the same over the texts as over the articles.
  const texts = new Set<string>();
  for (const article of list) texts.add(measureText(article, column, columnText(article, column, inches)));
  const numbers: Numbers[] = [];
  for (const text of texts) {
    const measure = parseMeasure(text);
    if (measure?.kind === "name") return false;
    if (measure) numbers.push(measure);
  }
  return rangeFacet(column, numbers) !== null;
}
