// The offer request's data block (docs/elements/request-offer.md). Who asks decides the deal's type:
// a logged-in contact (loggedIn and ansprechpartner_id) requests a 'quotation', anyone else a
// 'quotation_guest'. An `article` handed over from a product page in price-on-request mode makes the
// offer about that one article instead of the cart.
import * as v from "valibot";
import { flag, numberLike, optionalId } from "../../core/api/coerce.ts";
import { apiRootField, baseUrlField, countryField, languageField } from "../../core/element/data-block.ts";
import { OFFER_VALIDITY_DAYS } from "../../core/order/offer.ts";
import { ProductSchema } from "../../core/catalog/product-data.ts";
import { pageUrlField, shopPageUrl } from "../../core/element/shop-pages.ts";
import { OFFER_SESSION } from "./offer-session.ts";

const lines = v.optional(v.array(v.pipe(v.string(), v.trim(), v.nonEmpty())), []);

/** The shop as the PDF's header names it; `contact` is the PDF's "Ansprechpartner" block. */
const ShopSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  addressLines: lines,
  /** Phone, e-mail, web. */
  contactLines: lines,
  /** Who answers questions about the offer; default the shop's name and contact lines. */
  contact: v.optional(v.array(v.pipe(v.string(), v.trim(), v.nonEmpty()))),
});
type ShopHeader = v.InferOutput<typeof ShopSchema>;

/**
 * Without a `shop` block the PDF names only what the page itself knows for sure, its host: a made-up
 * address or phone number would be wrong on every offer of a shop that forgot the block.
 */
function defaultShop(): ShopHeader {
  return { name: location.hostname || "Shop", addressLines: [], contactLines: [location.origin] };
}

/** The article a product page hands over: its `product` object as on that page, and the amount. */
const ArticleSchema = v.object({
  amount: v.pipe(numberLike(), v.integer(), v.minValue(1)),
  product: ProductSchema,
  /** The product page's slug (the order item's article_slug); default ''. */
  slug: v.optional(v.string(), ""),
});
export type HandedOverArticle = v.InferOutput<typeof ArticleSchema>;

export const OfferDataSchema = v.object({
  language: languageField,
  baseUrl: baseUrlField,
  apiRoot: apiRootField,
  /** The visitor's country: the first guess for the contact's country, which prices the offer. */
  geoLocation: v.optional(countryField, "de"),
  loggedIn: v.optional(flag(), false),
  /** The logged-in contact (the deal's ansprechpartner_id); null for a guest. */
  ansprechpartner_id: v.optional(optionalId(), null),
  article: v.optional(ArticleSchema),
  /**
   * A session a configurator prepared: its order items (the configured box or mat) are the offer's lines.
   * Only an offer session (`offer-…`) is accepted, so a link can never make the form request a cart.
   */
  session: v.optional(v.pipe(v.string(), v.trim(), v.regex(OFFER_SESSION, "Expected an offer session id (offer-…)"))),
  shop: v.optional(ShopSchema, defaultShop),
  /** How many calendar days the offer is valid. */
  validityDays: v.optional(v.pipe(numberLike(), v.integer(), v.minValue(1), v.maxValue(365)), OFFER_VALIDITY_DAYS),
  cartUrl: pageUrlField,
  /** The shop's start page, where the confirmation leads ("Weiter einkaufen"); default `/`. */
  shopUrl: pageUrlField,
});
export type OfferData = v.InferOutput<typeof OfferDataSchema>;

/** What the offer is about: the cart, one handed-over article at its amount, or a configurator's session. */
export function offerSource(data: Pick<OfferData, "article" | "session">): string {
  if (data.session) return `session:${data.session}`;
  return data.article ? `article:${data.article.product.article_id}:${data.article.amount}` : "cart";
}

export const shopUrl = (data: OfferData) => shopPageUrl("shop", data);
