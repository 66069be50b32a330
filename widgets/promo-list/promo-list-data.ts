// The data block of <shop-promo-list> (docs/elements/promo-list.md). Prices are per company: the
// selected company ($company) decides them, the block only says who may have one.
import * as v from "valibot";
import { flag, numberLike, optionalId } from "../../core/api/coerce.ts";
import { nextStepPageFields, pageUrlField } from "../../core/element/shop-pages.ts";
import { apiRootField, baseUrlField, countryField, languageField } from "../../core/element/data-block.ts";

export const PromoListDataSchema = v.object({
  language: languageField,
  /** The visitor's country: currency and the promotional prices of that country. */
  geoLocation: countryField,
  baseUrl: baseUrlField,
  apiRoot: apiRootField,
  loggedIn: v.optional(flag(), false),
  contactid: optionalId(),
  /** Where the confirmation after a quick add leads: the cart and the checkout. */
  ...nextStepPageFields,
  /** At most this many articles, in the shop's order: a row on a start page. All when left out. */
  limit: v.optional(v.pipe(numberLike(), v.integer("Expected a whole number"), v.minValue(1))),
  /** The shop's page of all promotions: a link under the cards (a start page's row). */
  allUrl: pageUrlField,
});
export type PromoListData = v.InferOutput<typeof PromoListDataSchema>;
