// The compact answer of product-categories/articles (docs/decisions/category-answer.md,
// docs/api.md#category-articles): columns of values instead of one object per article, short
// repeated values as indexes into a table, ids as differences, the product page and picture as
// templates. The header (count, templates, tables, which columns) is checked strictly with valibot;
// the cells in one tight loop that builds the list articles: a row with a bad cell is left out with a
// console warning, as other lists leave out an article whose link is refused.
import * as v from "valibot";
import { LIST_PROPERTIES } from "../catalog/filter-columns.ts";
import type { Product } from "../catalog/product-data.ts";
import { isLinkUrl } from "../element/site-url.ts";
import { leftOut } from "./refused-url.ts";

/** Cell kinds: text (or an index into the column's table), a number ≥ 0, a flag. */
type Kind = "text" | "number" | "flag";

/** Every column the answer may hold besides `id`, and its kind. The properties are LIST_PROPERTIES but artnr, which is a field of its own. */
export const ANSWER_COLUMNS: Readonly<Record<string, Kind>> = {
  artnr: "text",
  artikel: "text",
  url: "text",
  image: "text",
  unit: "text",
  volume: "text",
  nettogewicht: "text",
  sperrgut_artikel: "flag",
  kleinste_bestelleinheit: "number",
  class_3_description: "text",
  requested_delivery_amount: "number",
  listPriceFrom: "number",
  ...Object.fromEntries(LIST_PROPERTIES.filter((p) => p !== "artnr").map((p) => [p, "text" as const])),
};

/** A tabled column: one character per article, the index into its table in this alphabet; `.` for none. */
export const INDEX_DIGITS = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
export const NO_VALUE = ".";

/** The answer's header as checked (checkHeader): tables and columns by answer column name. */
interface Header {
  count: number;
  templates: { url?: string; image?: string };
  tables: Partial<Record<string, string[]>>;
  columns: Record<string, string | unknown[]>;
}

/** One article as the lists have it (core/api/listed-articles.ts ListArticleSchema's output). */
export interface DecodedArticle {
  id: string;
  url: string;
  product: Product;
  properties: Record<string, string | null>;
  listPriceFrom: number | null;
}

/** A cell that cannot be read: the row is left out. */
class BadCell extends Error {}

/** Reads one column's cells as its kind says: `at(i)` gives article i's value, undefined when none. */
function reader(name: string, column: string | unknown[], table: readonly string[] | undefined): (i: number) => unknown {
  const kind = ANSWER_COLUMNS[name];
  if (typeof column === "string") {
    return (i) => {
      const digit = column[i] as string;
      if (digit === NO_VALUE) return undefined;
      const value = table?.[INDEX_DIGITS.indexOf(digit)];
      if (value === undefined) throw new BadCell(`${name}: no table value for "${digit}"`);
      return value;
    };
  }
  return (i) => {
    const value = column[i];
    if (value === null || value === undefined) return undefined;
    if (
      kind === "text" ? typeof value === "string" : kind === "flag" ? typeof value === "boolean" : typeof value === "number" && value >= 0
    )
      return value;
    throw new BadCell(`${name}: ${JSON.stringify(value)}`);
  };
}

/** A template's URLs, or undefined when the rule refuses it (logged once: the column is then empty). */
function fromTemplate(name: string, text: string | undefined): ((id: string) => string) | undefined {
  if (text === undefined) return undefined;
  if (!text.includes("{id}") || !isLinkUrl(text.replaceAll("{id}", "0"))) {
    leftOut(`the list's ${name} template`, text);
    return () => "";
  }
  return (id) => text.replaceAll("{id}", id);
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x);
const isColumn = (name: string) => Object.hasOwn(ANSWER_COLUMNS, name);

/**
 * Checks the header strictly (a few typeof checks are less code than a schema): the count, the
 * templates, each table (a known column, at most 62 texts), each column (a known name, `count` long,
 * indexes only with a table), the required ones. The cells are read in decode's loop.
 */
function checkHeader(answer: unknown): Header {
  const fail = (problem: string) => {
    throw new BadCell(problem);
  };
  if (!isObject(answer)) return fail("not an object");
  const { count, templates = {}, tables = {}, columns } = answer;
  if (!Number.isInteger(count) || (count as number) < 0) fail("count");
  if (!isObject(templates) || [templates.url, templates.image].some((t) => t !== undefined && typeof t !== "string")) fail("templates");
  if (!isObject(tables)) return fail("tables");
  for (const [name, table] of Object.entries(tables))
    if (!isColumn(name) || !Array.isArray(table) || table.length > INDEX_DIGITS.length || table.some((x) => typeof x !== "string"))
      fail(`tables.${name}`);
  if (!isObject(columns)) return fail("columns");
  for (const [name, column] of Object.entries(columns))
    if (
      (name !== "id" && !isColumn(name)) ||
      !(Array.isArray(column) || (typeof column === "string" && tables[name])) ||
      (column as string | unknown[]).length !== count
    )
      fail(`columns.${name}`);
  if (!columns.id || !columns.artikel || !columns.artnr) fail("columns.id, artikel and artnr are required");
  if (!columns.url && !(templates as Header["templates"]).url) fail("no url column or template");
  return { count, templates, tables, columns } as Header;
}

const text = (x: unknown) => (x === undefined ? "" : (x as string));

/** Builds the list articles, one tight loop over the rows; a row with a bad cell is left out (logged). */
function decode(header: Header): DecodedArticle[] {
  const { count, columns, tables, templates } = header;
  const ids = columns.id as unknown[];
  const read = Object.fromEntries(
    Object.entries(columns).flatMap(([name, column]) => (name === "id" ? [] : [[name, reader(name, column, tables[name])]])),
  );
  const properties = Object.keys(read).filter((name) => LIST_PROPERTIES.includes(name));
  const urlOf = fromTemplate("url", templates.url);
  const imageOf = fromTemplate("image", templates.image);
  const get = (name: string, i: number) => read[name]?.(i);
  const articles: DecodedArticle[] = [];
  let previous = 0;
  for (let i = 0; i < count; i++) {
    const delta = ids[i];
    if (typeof delta !== "number" || !Number.isInteger(delta)) throw new BadCell(`columns.id[${i}]: ${JSON.stringify(delta)}`);
    previous += delta;
    const id = String(previous);
    try {
      const number = text(get("artnr", i)).trim();
      const name = text(get("artikel", i)).trim();
      if (!number || !name) throw new BadCell("no artnr or artikel");
      // A template was checked once; a refused one gives '' and leaves every row out.
      const link = urlOf ? urlOf(id) : text(get("url", i)).trim();
      if (!(urlOf ? link : isLinkUrl(link))) {
        if (!urlOf) leftOut("a listed article's link", link);
        continue;
      }
      const picture = imageOf ? imageOf(id) : text(get("image", i)).trim();
      const images = picture && (imageOf || isLinkUrl(picture) || void leftOut("a listed article's picture", picture)) ? [picture] : [];
      const values: Record<string, string | null> = { artnr: number };
      for (const property of properties) {
        const value = get(property, i);
        if (value !== undefined) values[property] = value as string;
      }
      const smallest = get("kleinste_bestelleinheit", i) as number | undefined;
      const threshold = get("requested_delivery_amount", i) as number | undefined;
      articles.push({
        id,
        url: link,
        product: {
          images,
          article_id: id,
          unit: text(get("unit", i)),
          artikel: name,
          article_number: number,
          volume: text(get("volume", i)),
          weight: "",
          nettogewicht: text(get("nettogewicht", i)),
          format: "",
          color: "",
          thickness: "",
          orderItemUnit: "",
          description: "",
          sperrgut_artikel: get("sperrgut_artikel", i) === true,
          kleinste_bestelleinheit: smallest !== undefined && smallest >= 1 ? Math.round(smallest) : 1,
          class_3_description: text(get("class_3_description", i)),
          requested_delivery_amount: threshold,
        },
        properties: values,
        listPriceFrom: (get("listPriceFrom", i) as number | undefined) ?? null,
      });
    } catch (error) {
      if (!(error instanceof BadCell)) throw error;
      console.warn(`[shop-widgets] product-categories/articles: article ${id} left out, ${error.message}`);
    }
  }
  return articles;
}

/**
 * The client's schema of the answer: the header checked, then decoded to `{ articles }`. A bad header
 * or id cell fails the answer (every later id depends on it); a bad cell of a row leaves that row out.
 */
export const CategoryAnswerSchema = v.pipe(
  v.unknown(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    try {
      return { articles: decode(checkHeader(dataset.value)) };
    } catch (error) {
      if (!(error instanceof BadCell)) throw error;
      addIssue({ message: error.message });
      return NEVER;
    }
  }),
);
