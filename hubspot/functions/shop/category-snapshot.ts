// product-categories/articles' answer kept as a snapshot in HubSpot's file manager
// (docs/decisions/hubspot-functions.md#a-category-of-2000-articles-in-under-a-second): one JSON file per
// category, language, currency and metric or inch, holding the contract's compact answer as the fake
// makes it (core/api/category-answer-encode.ts over list records as listArticle makes them, the list
// price "from" in that currency, the category's columns, no inch texts for a metric country). Reading a
// category's 2,000 articles takes ten searches at five a second; reading its snapshot, one request.
import * as v from "valibot";
import { encodeCategoryAnswer, withoutInches } from "../../../core/api/category-answer-encode.ts";
import { CategoryAnswerWireSchema } from "../../../core/api/category-answer-wire.ts";
import type { PriceList } from "../../../core/api/schemas.ts";
import { INCH_COUNTRIES } from "../../../core/catalog/inch-countries.ts";
import type { Lang } from "../../../core/element/language-code.ts";
import { currencyFor } from "../../../core/pricing/money.ts";
import type { Crm } from "../crm/client.ts";
import { CrmError } from "../crm/client.ts";
import { statFile, writeFile } from "../crm/files.ts";
import { ARTICLE, objectType } from "../crm/model.ts";
import { type CrmRecord, type SearchFilter, searchAll } from "../crm/objects.ts";
import { categoryWithSubCategories, columnsOf } from "./categories.ts";
import { listArticle, listArticleProperties } from "./list-articles.ts";
import type { PagePaths } from "./pages.ts";
import { readListPrices } from "./price-lists.ts";

export type CategoryAnswer = ReturnType<typeof encodeCategoryAnswer>;

/** What a snapshot is made for: the shopper's language, the currency of the prices, whether the measures' inch texts are in. */
export interface SnapshotVariant {
  language: Lang;
  currency: "EUR" | "GBP";
  inches: boolean;
}

/** The file manager's folder of the snapshots. */
export const SNAPSHOT_FOLDER = "/shop-snapshots";
/** Category ids a snapshot's file name may hold (the shop's are numbers): anything else is no category. */
export const SNAPSHOT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The variant a shopper's language and country read, as the fake picks it (demo/mocks/list-records.ts categoryAnswer). */
export const variantFor = (language: Lang, country: string): SnapshotVariant => ({
  language,
  currency: currencyFor(country),
  inches: INCH_COUNTRIES.includes(country.toLowerCase()),
});

/** The snapshot's path: /shop-snapshots/category-<id>-<language>-<currency>-<metric|inch>.json. */
export const snapshotPath = (categoryId: string, { language, currency, inches }: SnapshotVariant) =>
  `${SNAPSHOT_FOLDER}/category-${categoryId}-${language}-${currency}-${inches ? "inch" : "metric"}.json`;

/** Every variant a shopper can ask for: each language with the currency and measures of a metric country and of each inch country. */
export function allVariants(): SnapshotVariant[] {
  const kinds = new Map(
    ["de", ...INCH_COUNTRIES].map((country) => [`${currencyFor(country)}-${INCH_COUNTRIES.includes(country)}`, country]),
  );
  return (["de", "en", "fr"] as const).flatMap((language) => [...kinds.values()].map((country) => variantFor(language, country)));
}

/** A snapshot's category and variant from its file name; undefined for a name the shop does not write. */
export function snapshotOf(name: string): { categoryId: string; variant: SnapshotVariant } | undefined {
  const match = /^category-([A-Za-z0-9_-]{1,64})-(de|en|fr)-(EUR|GBP)-(metric|inch)(?:\.json)?$/.exec(name);
  if (!match) return undefined;
  const [, categoryId, language, currency, measures] = match as unknown as [string, string, Lang, "EUR" | "GBP", string];
  return { categoryId, variant: { language, currency, inches: measures === "inch" } };
}

/** HubSpot takes at most five filter groups in one search. */
const FILTER_GROUPS_MAX = 5;

/**
 * The articles of these categories with these properties, by id. `category_ids` is a semicolon list, so
 * each category is a token of it (CONTAINS_TOKEN), one filter group each, OR'ed.
 */
export async function readCategoryArticles(crm: Crm, categoryIds: readonly string[], properties: readonly string[]) {
  const found = new Map<string, CrmRecord>();
  for (let i = 0; i < categoryIds.length; i += FILTER_GROUPS_MAX) {
    const groups = categoryIds.slice(i, i + FILTER_GROUPS_MAX).map((id) => ({
      filters: [{ propertyName: "category_ids", operator: "CONTAINS_TOKEN", value: id } satisfies SearchFilter],
    }));
    for (const record of await searchAll(crm, objectType(ARTICLE), groups, properties)) found.set(record.id, record);
  }
  return [...found.values()].sort((a, b) => Number(a.id) - Number(b.id));
}

const NO_PRICE: PriceList = { itemInUnit: 1, scaled_price: [] };

/** The compact answer of a category's articles for a variant, as the fake makes it. */
export function snapshotAnswer(
  articles: readonly CrmRecord[],
  prices: ReadonlyMap<string, PriceList>,
  { language, inches }: SnapshotVariant,
  paths: PagePaths,
  category: CrmRecord,
): CategoryAnswer {
  const records = articles.map((a) => listArticle(a, language, paths, prices.get(a.id) ?? NO_PRICE));
  return encodeCategoryAnswer(inches ? records : records.map(withoutInches), columnsOf(category));
}

/**
 * Builds a category's answer for a variant from the CRM: the category and its sub-categories from the
 * tree, their articles found by search (pages of 200, five a second), their list prices by batch read
 * (100 a request). Undefined for an id that is no product category.
 */
export async function buildAnswer(
  crm: Crm,
  { tree, paths }: { tree: readonly CrmRecord[]; paths: PagePaths },
  categoryId: string,
  variant: SnapshotVariant,
): Promise<CategoryAnswer | undefined> {
  const category = categoryWithSubCategories(tree, categoryId);
  if (!category) return undefined;
  const articles = await readCategoryArticles(crm, category.ids, listArticleProperties(variant.language));
  const prices = await readListPrices(
    crm,
    articles.map((a) => a.id),
    variant.currency,
  );
  return snapshotAnswer(articles, prices, variant, paths, category.record);
}

/**
 * The snapshot at a path, checked with the contract's schema; undefined when there is none, or when it
 * cannot be read or breaks the contract (logged: it is built again).
 */
export async function readSnapshot(crm: Crm, path: string): Promise<CategoryAnswer | undefined> {
  const file = await statFile(crm, path);
  const text = file && (await crm.fetchPublic(file.url));
  if (text === undefined) return undefined;
  try {
    const answer: unknown = JSON.parse(text);
    const checked = v.safeParse(CategoryAnswerWireSchema, answer);
    if (checked.success) return answer as CategoryAnswer;
    console.error(`[shop-functions] ${path}: the snapshot breaks the contract (${checked.issues[0].message}); building it again`);
  } catch {
    console.error(`[shop-functions] ${path}: the snapshot is not JSON; building it again`);
  }
  return undefined;
}

/** Writes a snapshot over the one at its path: public (HubSpot's CDN serves it to the function), not indexed by search engines. */
export const writeSnapshot = (crm: Crm, path: string, answer: CategoryAnswer) =>
  writeFile(crm, path, JSON.stringify(answer), "application/json", "PUBLIC_NOT_INDEXABLE");

/**
 * Writes a snapshot a request has just built; a failure is logged, not answered: the shopper gets the
 * answer, and the next request builds it again.
 */
export async function keepSnapshot(crm: Crm, path: string, answer: CategoryAnswer): Promise<void> {
  try {
    await writeSnapshot(crm, path, answer);
  } catch (error) {
    if (!(error instanceof CrmError)) throw error;
    console.error(`[shop-functions] ${path}: the snapshot could not be written: ${error.message}`);
  }
}
