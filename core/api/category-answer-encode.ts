// The product-categories/articles answer in the compact form (core/api/category-answer.ts,
// docs/decisions/category-answer.md), as a backend makes it: list records (as related-articles/get has
// them) turned into columns. A column every article fills from its id becomes a template, a text column
// of few values a table with one index character per article, the ids differences. The shop's functions
// (hubspot/functions/), the demo's fake and the test pages' fakes (test/support/category-fixtures.ts)
// encode their articles with it; no element imports it.
import { ANSWER_COLUMNS, INDEX_DIGITS, NO_VALUE } from "./category-answer.ts";
import { MAX_FILTER_VALUES } from "../browse/article-index.ts";
import { TEXT_COLUMNS } from "../catalog/filter-columns.ts";

/** A list record (demo/mocks/list-records.ts listRecord; the functions make the same from the CRM). */
export interface ListRecord {
  id: string;
  url: string;
  product: Record<string, unknown> & { images?: readonly string[] };
  properties: Record<string, string | null | undefined>;
  listPriceFrom?: number | null;
}

type Cell = string | number | boolean | null;

/** A record's value of an answer column, as the wire has it (null: none). */
function cellOf(record: ListRecord, name: string): Cell {
  const { product, properties } = record;
  const raw: unknown =
    name === "url"
      ? record.url
      : name === "image"
        ? product.images?.[0]
        : name === "listPriceFrom"
          ? record.listPriceFrom
          : name === "artnr"
            ? (properties.artnr ?? product.article_number)
            : name in product
              ? product[name]
              : properties[name];
  if (raw === undefined || raw === null || raw === "") return null;
  // The name is searched anyway: beschreibung1 only where it says more.
  if (name === "beschreibung1" && raw === product.artikel) return null;
  const kind = ANSWER_COLUMNS[name];
  if (kind === "number") return Number(raw);
  if (kind === "flag") return raw === true || raw === "true";
  return String(raw);
}

/** The template every record's value follows (its id as `{id}`), or null. */
function templateOf(values: readonly Cell[], ids: readonly string[]): string | null {
  const first = values[0];
  if (typeof first !== "string" || !ids[0] || !first.includes(ids[0])) return null;
  const template = first.replace(ids[0], "{id}");
  return values.every((value, i) => value === template.replaceAll("{id}", ids[i] as string)) ? template : null;
}

/** A text column of few values: its table and one index character per record. */
function tabled(values: readonly Cell[]): { table: string[]; indexes: string } | null {
  const table = [...new Set(values.filter((x): x is string => typeof x === "string"))];
  if (
    table.length === 0 ||
    table.length > INDEX_DIGITS.length ||
    table.length > values.length / 4 ||
    values.some((x) => typeof x !== "string" && x !== null)
  )
    return null;
  const at = new Map(table.map((value, i) => [value, INDEX_DIGITS[i] as string]));
  return { table, indexes: values.map((x) => (x === null ? NO_VALUE : at.get(x as string))).join("") };
}

/** Columns the answer always has (the url as a column or a template). */
const REQUIRED = ["artnr", "artikel", "url"];
/** Columns the list's text filter reads (core/browse/article-index.ts). */
const SEARCHED = ["artnr", "beschreibung1", "beschreibung2"];

/**
 * A property the list cannot use: the category names its columns without it, and it is a text column
 * of more different values than a filter offers (a stock count), so neither a column nor a filter reads it.
 */
function unused(name: string, values: readonly Cell[], chosen: readonly string[]): boolean {
  if (chosen.length === 0 || chosen.includes(name) || !(TEXT_COLUMNS as readonly string[]).includes(name) || SEARCHED.includes(name))
    return false;
  return new Set(values).size > MAX_FILTER_VALUES + 1; // + 1: none counts as a value here
}

/** The category's records in columns; `chosen`: the columns the category names (product-categories/get). */
export function encodeCategoryAnswer(records: readonly ListRecord[], chosen: readonly string[] = []) {
  const ids = records.map((r) => r.id);
  const templates: Record<string, string> = {};
  const tables: Record<string, string[]> = {};
  const columns: Record<string, number[] | Cell[] | string> = {
    id: ids.map((id, i) => Number(id) - (i === 0 ? 0 : Number(ids[i - 1]))),
  };
  for (const name of Object.keys(ANSWER_COLUMNS)) {
    const values = records.map((r) => cellOf(r, name));
    if ((values.every((x) => x === null) && !REQUIRED.includes(name)) || unused(name, values, chosen)) continue;
    const template = name === "url" || name === "image" ? templateOf(values, ids) : null;
    if (template) {
      templates[name] = template;
      continue;
    }
    const table = ANSWER_COLUMNS[name] === "text" ? tabled(values) : null;
    if (table) tables[name] = table.table;
    columns[name] = table ? table.indexes : values;
  }
  return { count: records.length, templates, tables, columns };
}

/** A record without the measures' inch texts, which a metric country's list never reads (core/browse/article-index.ts). */
export function withoutInches<T extends { properties: Record<string, string | null | undefined> }>(record: T): T {
  const properties = Object.fromEntries(Object.entries(record.properties).filter(([name]) => !name.endsWith("_inch")));
  return { ...record, properties };
}
