// The category tree's endpoints (docs/api.md#super-categories, #product-categories): the same answer for
// every shopper, so HubSpot's CDN may keep it for a few minutes; read with the list API, no search.
import type { Lang } from "../../../core/element/language-code.ts";
import { json, Refusal } from "../answer.ts";
import { productCategoryAnswer, readCategoryTree, superCategoriesAnswer } from "../shop/categories.ts";
import { readPagePaths } from "../shop/pages.ts";
import { defineFunction } from "../serve.ts";

/** Seconds HubSpot's CDN may keep the tree: an editor's change shows within five minutes. */
const TREE_CACHE_S = 300;

const superCategories = defineFunction({
  path: "super-categories",
  async handle({ param, crm }) {
    const [tree, paths] = await Promise.all([readCategoryTree(crm), readPagePaths(crm)]);
    return json(200, superCategoriesAnswer(tree, param("language") as Lang, paths), TREE_CACHE_S);
  },
});

const productCategory = defineFunction({
  path: "product-categories/get",
  async handle({ param, crm }) {
    const [tree, paths] = await Promise.all([readCategoryTree(crm), readPagePaths(crm)]);
    const answer = productCategoryAnswer(tree, param("id"), param("language") as Lang, paths);
    if (!answer) throw new Refusal(404, "not_found", `Unknown product category ${param("id")}`);
    return json(200, answer, TREE_CACHE_S);
  },
});

export const functions = [superCategories, productCategory];
