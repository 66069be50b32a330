// The browsing endpoints (specification section 7 names super-categories, product-categories and
// related-articles/get; their answers are designed here, docs/api.md#browsing): the category tree,
// one category with its list columns (the category's articles: core/api/category-answer.ts), the related
// and accessory articles of a product, and the promotional goods. Customer prices are not part of
// these answers: they come per article from price-lists/get (core/api/endpoints.ts), for the rows on
// screen only.
import * as v from "valibot";
import { FILTER_COLUMNS } from "../catalog/filter-columns.ts";
import { ProductSchema } from "../catalog/product-data.ts";
import { linkUrlField } from "../element/site-url.ts";
import { request } from "./client.ts";
import { idLike, numberLike } from "./coerce.ts";
import { imagesKept, linkOrNone, withLink } from "./listed-links.ts";
import { imageOrNone } from "./refused-url.ts";
import { PromotionTermsSchema } from "./schemas.ts";

const text = v.optional(
  v.pipe(
    v.nullable(v.union([v.string(), v.number()])),
    v.transform((x) => (x === null ? "" : String(x))),
  ),
  "",
);
const name = v.pipe(v.string(), v.trim(), v.nonEmpty());
const count = v.pipe(numberLike(), v.integer(), v.minValue(0));

/** A CRM property value as text; null where the CRM has none (as in ArticleSchema). */
const propertyValue = v.pipe(
  v.nullish(v.union([v.string(), v.number(), v.boolean()])),
  v.transform((x) => (x === null || x === undefined ? null : String(x))),
);

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

/** One article as a list shows it: its page, what the cart needs to add it, and its filter columns. */
export const ListArticleSchema = v.object({
  id: idLike(),
  /** The product page: a link, checked; an article whose link is refused is left out of its list (core/api/listed-links.ts). */
  url: linkOrNone("a listed article's link"),
  /** The product as the product page's data block has it: name, number, pictures (refused ones left out), units, order rules. */
  product: v.object({ ...ProductSchema.entries, images: imagesKept("a listed article's picture") }),
  /** The filter columns and the measures' `_inch` variants (LIST_PROPERTIES), as CRM text; null: none. */
  properties: v.record(v.string(), propertyValue),
  /**
   * The lowest net unit price of the list price scale, in the country's currency: the order of
   * "sort by price" only. The price shown is the visitor's own, from price-lists/get.
   */
  listPriceFrom: v.optional(v.nullable(v.pipe(numberLike(), v.minValue(0))), null),
});
export type ListArticle = v.InferOutput<typeof ListArticleSchema>;

/** `GET related-articles/get`: the related or accessory articles of a product, or the listed articles, in order. */
export const RelatedArticlesSchema = v.object({ articles: v.pipe(v.array(ListArticleSchema), v.transform(withLink)) });

/** A promoted article's offer: its terms and its prices for the requested company and country. */
export const PromotionSchema = v.object({
  ...PromotionTermsSchema.entries,
  /** Net promotional unit price, in the country's currency. */
  price: v.pipe(numberLike(), v.minValue(0)),
  /** Net regular unit price for comparison; null for remnants, which have none. */
  regularPrice: v.optional(v.nullable(v.pipe(numberLike(), v.minValue(0))), null),
});
export type Promotion = v.InferOutput<typeof PromotionSchema>;

/** One promotional article: a list article and its promotion. Remnants have class_3_description 'Restant'. */
export const PromoArticleSchema = v.object({ ...ListArticleSchema.entries, promotion: PromotionSchema });
export type PromoArticle = v.InferOutput<typeof PromoArticleSchema>;

/** `GET product-categories/promotions?language&geoLocation&companyId`: the promotional goods, soonest end first. */
export const PromoListSchema = v.object({ articles: v.pipe(v.array(PromoArticleSchema), v.transform(withLink)) });

interface Call {
  baseUrl: string;
  language: string;
  signal?: AbortSignal;
}

export function fetchSuperCategories(call: Call) {
  return request({ ...call, path: "super-categories", query: { language: call.language }, schema: SuperCategoryListSchema });
}

/** 404 (ApiError status 404) for an unknown id. */
export function fetchProductCategory(call: Call & { id: string }) {
  return request({
    ...call,
    path: "product-categories/get",
    query: { id: call.id, language: call.language },
    schema: ProductCategorySchema,
  });
}

export interface RelatedCall extends Call {
  /** The product whose articles these are; none for a list of the CMS's own (<shop-article-list>), which has no suggestions. */
  articleId?: string;
  geoLocation: string;
  /** Article ids to list first, in this order (aehnliche_artikel or zusatz_artikel); unknown ones are skipped. */
  ids: readonly string[];
  /** Fill up with the shop's own suggestions of similar articles (true for similar, false for accessories). */
  suggest: boolean;
  limit: number;
}

/** GET related-articles/get?articleId&ids&suggest&limit&language&geoLocation. */
export function fetchRelatedArticles(call: RelatedCall) {
  const query = {
    articleId: call.articleId,
    ids: call.ids.length > 0 ? call.ids.join(",") : undefined,
    suggest: String(call.suggest),
    limit: call.limit,
    language: call.language,
    geoLocation: call.geoLocation,
  };
  return request({ ...call, path: "related-articles/get", query, schema: RelatedArticlesSchema });
}

export function fetchPromotions(call: Call & { geoLocation: string; companyId: string | null }) {
  const query = { language: call.language, geoLocation: call.geoLocation, companyId: call.companyId ?? undefined };
  return request({ ...call, path: "product-categories/promotions", query, schema: PromoListSchema });
}
