// The category tree (the `shop_category` records of model.ts) as the browsing endpoints answer it
// (docs/api.md#super-categories, #product-categories): read whole with the list API, since it is small
// (tens of records) and the same for every shopper; names, summaries and descriptions in the page's
// language, German where a translation is missing; links from the shop's page paths (pages.ts).
import { FILTER_COLUMNS, type FilterColumn } from "../../../core/catalog/filter-columns.ts";
import type { Lang } from "../../../core/element/language-code.ts";
import type { Crm } from "../crm/client.ts";
import { CATEGORY, objectType, TRANSLATED_LANGUAGES } from "../crm/model.ts";
import { type CrmRecord, listAll } from "../crm/objects.ts";
import { itemUrl, type PagePaths, sectionUrl } from "./pages.ts";
import { remembered } from "./warm-cache.ts";

const CATEGORY_PROPERTIES = CATEGORY.properties.map((p) => p.name);

/** Every category record, in the shop's order (sort_order, then id); kept a minute by a warm function (warm-cache.ts). */
export async function readCategoryTree(crm: Crm): Promise<CrmRecord[]> {
  const records = [...(await remembered("category-tree", () => listAll(crm, objectType(CATEGORY), CATEGORY_PROPERTIES)))];
  const order = (r: CrmRecord) => Number(r.properties.sort_order ?? Number.POSITIVE_INFINITY);
  return records.sort(
    (a, b) =>
      order(a) - order(b) || (a.properties.category_id ?? "").localeCompare(b.properties.category_id ?? "", "en", { numeric: true }),
  );
}

/** A category's text in a language: its translation, else the German text; "" when it has none. */
function textIn(record: CrmRecord, name: string, language: Lang): string {
  const translated = (TRANSLATED_LANGUAGES as readonly string[]).includes(language) ? record.properties[`${name}_${language}`] : null;
  return translated || record.properties[name] || "";
}

const idOf = (record: CrmRecord) => record.properties.category_id ?? "";
const isSuper = (record: CrmRecord) => !record.properties.super_category_id;

/** A product category as a tile: its page, picture, summary and the articles in it and its sub-categories. */
function tile(record: CrmRecord, language: Lang, paths: PagePaths) {
  return {
    id: idOf(record),
    name: textIn(record, "name", language),
    url: itemUrl(paths, "category", language, idOf(record)),
    imageUrl: record.properties.image_url || null,
    summary: textIn(record, "summary", language),
    articleCount: Number(record.properties.article_count) || 0,
  };
}

/** The list's columns the editors chose, in order; a name that is no filter column is left out and logged. */
export function columnsOf(record: CrmRecord): FilterColumn[] {
  const names = (record.properties.columns ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const known = names.filter((name): name is FilterColumn => (FILTER_COLUMNS as readonly string[]).includes(name));
  if (known.length < names.length)
    console.error(`[shop-functions] category ${idOf(record)}: unknown columns in "${record.properties.columns}"`);
  return known;
}

/** super-categories' answer: each super-category with its top-level product categories as tiles. */
export function superCategoriesAnswer(tree: readonly CrmRecord[], language: Lang, paths: PagePaths) {
  const superCategories = tree.filter(isSuper).map((record) => {
    const categories = tree
      .filter((c) => c.properties.super_category_id === idOf(record) && !c.properties.parent_category_id)
      .map((c) => tile(c, language, paths));
    return {
      id: idOf(record),
      name: textIn(record, "name", language),
      url: sectionUrl(paths, language, record.properties.anchor ?? ""),
      imageUrl: categories.find((c) => c.imageUrl)?.imageUrl ?? null,
      summary: textIn(record, "summary", language),
      articleCount: categories.reduce((sum, c) => sum + c.articleCount, 0),
      categories,
    };
  });
  return { superCategories };
}

/**
 * product-categories/get's answer, or undefined for an id that is no product category. The description
 * is the CRM's HTML as the editors wrote it: passed on unchanged (the element sanitises it), nothing added.
 */
export function productCategoryAnswer(tree: readonly CrmRecord[], id: string, language: Lang, paths: PagePaths) {
  const record = tree.find((c) => idOf(c) === id && !isSuper(c));
  if (!record) return undefined;
  const parent = tree.find((c) => isSuper(c) && idOf(c) === record.properties.super_category_id);
  return {
    ...tile(record, language, paths),
    description: textIn(record, "description", language),
    superCategory: parent && {
      id: idOf(parent),
      name: textIn(parent, "name", language),
      url: sectionUrl(paths, language, parent.properties.anchor ?? ""),
    },
    children: tree.filter((c) => c.properties.parent_category_id === id).map((c) => tile(c, language, paths)),
    columns: columnsOf(record),
  };
}

/** A product category of the tree (undefined for an unknown id or a super-category's) and the ids of it and every sub-category below it. */
export function categoryWithSubCategories(tree: readonly CrmRecord[], id: string): { record: CrmRecord; ids: string[] } | undefined {
  const record = tree.find((c) => idOf(c) === id && !isSuper(c));
  if (!record) return undefined;
  const ids = [id];
  for (let i = 0; i < ids.length; i++)
    for (const child of tree) if (child.properties.parent_category_id === ids[i] && !ids.includes(idOf(child))) ids.push(idOf(child));
  return { record, ids };
}

/** The ids of every product category (not the super-categories), in the shop's order. */
export const productCategoryIds = (tree: readonly CrmRecord[]) => tree.filter((c) => !isSuper(c)).map(idOf);
