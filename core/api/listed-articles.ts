// The lists of articles as objects (docs/api.md#browsing): the related and accessory articles of a
// product (or a list of the CMS's own) and the promotional goods. Apart from core/api/browse.ts so the
// category, whose articles come in columns (core/api/category-answer.ts), does not load them.
import * as v from "valibot";
import { ProductSchema } from "../catalog/product-data.ts";
import type { Call } from "./browse.ts";
import { request } from "./client.ts";
import { idLike, numberLike } from "./coerce.ts";
import { promotionsRequest, relatedArticlesRequest } from "./list-requests.ts";
import { imagesKept, linkOrNone, withLink } from "./listed-links.ts";
import { PromotionTermsSchema } from "./schemas.ts";

/** A CRM property value as text; null where the CRM has none (as in ArticleSchema). */
export const propertyValue = v.pipe(
  v.nullish(v.union([v.string(), v.number(), v.boolean()])),
  v.transform((x) => (x === null || x === undefined ? null : String(x))),
);

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
  return request({ ...call, ...relatedArticlesRequest(call), schema: RelatedArticlesSchema });
}

export function fetchPromotions(call: Call & { geoLocation: string; companyId: string | null }) {
  return request({ ...call, ...promotionsRequest(call), schema: PromoListSchema });
}
