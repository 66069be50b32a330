// The browsing endpoints (specification section 7 names super-categories, product-categories and
// related-articles/get; their answers are designed here, docs/api.md#browsing): the category tree,
// one category with its list columns (the category's articles: core/api/category-answer.ts; the
// related articles and the promotional goods: core/api/listed-articles.ts). Customer prices are not part of
// these answers: they come per article from price-lists/get (core/api/endpoints.ts), for the rows on
// screen only.
import { categoryRequest } from "./category-requests.ts";
import * as v from "valibot";
import { FILTER_COLUMNS } from "../catalog/filter-columns.ts";
import { linkUrlField } from "../element/site-url.ts";
import { request } from "./client.ts";
import { idLike, numberLike } from "./coerce.ts";
import { linkOrNone, withLink } from "./listed-links.ts";
import { imageOrNone } from "./refused-url.ts";

const text = v.optional(
  v.pipe(
    v.nullable(v.union([v.string(), v.number()])),
    v.transform((x) => (x === null ? "" : String(x))),
  ),
  "",
);
const name = v.pipe(v.string(), v.trim(), v.nonEmpty());
const count = v.pipe(numberLike(), v.integer(), v.minValue(0));

/**
 * A category as a tile: its page, picture and short text. Its link and picture are checked like every
 * URL (core/element/site-url.ts); a tile whose link is refused is left out of its list, a refused
 * picture is left out of its tile (core/api/listed-links.ts).
 */
export const CategoryTileSchema = v.object({
  id: idLike(),
  name,
  url: linkOrNone("a category's link"),
  imageUrl: v.pipe(
    imageOrNone("a category's picture"),
    v.transform((url) => url || null),
  ),
  /** One or two plain-text sentences (never rendered as HTML). */
  summary: text,
  /** Articles in the category (and its children). */
  articleCount: v.optional(count, 0),
});
export type CategoryTile = v.InferOutput<typeof CategoryTileSchema>;

/** A super-category with its product categories, in the shop's order. */
export const SuperCategorySchema = v.object({
  ...CategoryTileSchema.entries,
  categories: v.pipe(v.array(CategoryTileSchema), v.transform(withLink)),
});
export type SuperCategory = v.InferOutput<typeof SuperCategorySchema>;

/** `GET super-categories?language`: the category tree's top, each with its product categories. */
export const SuperCategoryListSchema = v.object({ superCategories: v.pipe(v.array(SuperCategorySchema), v.transform(withLink)) });
export type SuperCategoryList = v.InferOutput<typeof SuperCategoryListSchema>;

/** `GET product-categories/get?id&language`: one product category. */
export const ProductCategorySchema = v.object({
  ...CategoryTileSchema.entries,
  /** The category's own page: the answer is about it, so a refused link refuses the answer. */
  url: linkUrlField,
  /** The category text as the CMS writes it (HTML): sanitised before it is shown. */
  description: text,
  /** The super-category it belongs to (the breadcrumb's parent). */
  superCategory: v.object({ id: idLike(), name, url: linkUrlField }),
  /** Sub-categories shown as tiles above the list; usually none. */
  children: v.pipe(v.optional(v.array(CategoryTileSchema), []), v.transform(withLink)),
  /**
   * The list's columns as the shop's editors chose them for this category in the CRM, in order.
   * Empty: the element chooses from the articles (docs/decisions/category-columns.md).
   */
  columns: v.optional(v.array(v.picklist(FILTER_COLUMNS)), []),
});
export type ProductCategory = v.InferOutput<typeof ProductCategorySchema>;

export interface Call {
  baseUrl: string;
  language: string;
  signal?: AbortSignal;
}

export function fetchSuperCategories(call: Call) {
  return request({ ...call, path: "super-categories", query: { language: call.language }, schema: SuperCategoryListSchema });
}

/** 404 (ApiError status 404) for an unknown id. */
export function fetchProductCategory(call: Call & { id: string }) {
  return request({ ...call, ...categoryRequest(call), schema: ProductCategorySchema });
}
