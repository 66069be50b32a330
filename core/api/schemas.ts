// Response schemas of the API endpoints this bundle calls. Each response is checked against
// its schema before use (docs/api.md, dist/openapi.json); a failing response is logged, never trusted.
import * as v from "valibot";
import { imageTextKept } from "./refused-url.ts";
import { flag, idLike, numberLike } from "./coerce.ts";

/** A CRM property value: the CRM stores everything as text, numbers and flags may also come typed. */
const propertyValue = v.pipe(
  v.nullish(v.union([v.string(), v.number(), v.boolean()])),
  v.transform((x) => (x === null || x === undefined ? null : String(x))),
);

/** One article record of `articles/getArticlesById`. */
export const ArticleSchema = v.object({
  id: idLike(),
  archived: v.optional(v.boolean()),
  createdAt: v.optional(v.string()),
  updatedAt: v.optional(v.string()),
  /** Requested properties; absent ones may be missing or null. The images become `<img>` sources: refused ones are left out (core/api/refused-url.ts). */
  properties: v.pipe(
    v.record(v.string(), propertyValue),
    v.transform((p) => ("image_urls" in p ? { ...p, image_urls: imageTextKept(p.image_urls ?? null, "an article's picture") } : p)),
  ),
});
export type Article = v.InferOutput<typeof ArticleSchema>;

/** `POST articles/getArticlesById`: a JSON array of article records. */
export const ArticleListSchema = v.array(ArticleSchema);

/** One scale entry: from `quantity` pieces on, `price` is the net unit price (decimal, EUR or GBP). */
export const ScalePriceSchema = v.object({
  quantity: v.pipe(numberLike(), v.minValue(0)),
  price: v.pipe(numberLike(), v.minValue(0)),
});
export type ScalePrice = v.InferOutput<typeof ScalePriceSchema>;

/** A promotion's terms as the price list and the cart know them (price-lists/get, order-items/get). */
export const PromotionTermsSchema = v.object({
  /** The most pieces one order may hold (the quantity rule's promotional maximum); null: no limit. */
  maxQuantity: v.optional(v.nullable(v.pipe(numberLike(), v.integer(), v.minValue(1))), null),
  /** The promotion's last day (ISO date, shop time); null: while stock lasts. */
  endsAt: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, "Expected an ISO date (YYYY-MM-DD)"))), null),
});
export type PromotionTerms = v.InferOutput<typeof PromotionTermsSchema>;

/** `GET price-lists/get`: the packing unit and the price scale for one article and company. */
export const PriceListSchema = v.object({
  itemInUnit: v.pipe(numberLike(), v.integer(), v.minValue(1)),
  scaled_price: v.array(ScalePriceSchema),
  /** Set for an article on promotion: the scale holds the promotional price, the terms limit the amount. */
  promotion: v.optional(v.nullable(PromotionTermsSchema)),
});
export type PriceList = v.InferOutput<typeof PriceListSchema>;

/** `GET company/get`: the company record (tax status `ust`: '3' means VAT-free). */
export const CompanySchema = v.object({
  id: idLike(),
  name: v.string(),
  canSwitchGrossNet: flag(),
  ust: v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String)), ""),
  hs_object_id: v.optional(idLike()),
});
export type Company = v.InferOutput<typeof CompanySchema>;

/** One entry of the user's company list (company switcher). */
export const CompanyChoiceSchema = v.object({
  company: CompanySchema,
  contactPersonFirstname: v.string(),
  contactPersonLastname: v.string(),
});
export type CompanyChoice = v.InferOutput<typeof CompanyChoiceSchema>;
