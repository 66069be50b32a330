// product-categories/articles (docs/api.md#category-articles): every article of a category and its
// sub-categories in columns, answered from the category's snapshot in HubSpot's file manager, built and
// written at once when there is none (docs/decisions/hubspot-functions.md#a-category-of-2000-articles-in-under-a-second).
import type { Lang } from "../../../core/element/language-code.ts";
import { json, Refusal } from "../answer.ts";
import { buildAnswer, keepSnapshot, readSnapshot, SNAPSHOT_ID, snapshotPath, variantFor } from "../shop/category-snapshot.ts";
import { readCategoryTree } from "../shop/categories.ts";
import { readPagePaths } from "../shop/pages.ts";
import { defineFunction } from "../serve.ts";

/** Seconds HubSpot's CDN may keep the answer: the same for every shopper of a language and country. */
const ARTICLES_CACHE_S = 300;

const categoryArticles = defineFunction({
  path: "product-categories/articles",
  async handle({ param, crm }) {
    const categoryId = param("categoryId");
    const unknown = new Refusal(404, "not_found", `Unknown product category ${categoryId}`);
    if (!SNAPSHOT_ID.test(categoryId)) throw unknown;
    const variant = variantFor(param("language") as Lang, param("geoLocation"));
    const path = snapshotPath(categoryId, variant);
    const kept = await readSnapshot(crm, path);
    if (kept) return json(200, kept, ARTICLES_CACHE_S);
    // No snapshot yet: built now (seconds for 2,000 articles), written for every later request.
    const [tree, paths] = await Promise.all([readCategoryTree(crm), readPagePaths(crm)]);
    const answer = await buildAnswer(crm, { tree, paths }, categoryId, variant);
    if (!answer) throw unknown;
    await keepSnapshot(crm, path, answer);
    return json(200, answer, ARTICLES_CACHE_S);
  },
});

export const functions = [categoryArticles];
