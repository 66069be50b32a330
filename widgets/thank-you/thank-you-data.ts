// The thank-you page's data block (docs/elements/thank-you.md). The deal to show comes from the block
// or, as the checkout sends the shopper here, from the page's `?deal=` parameter.
import * as v from "valibot";
import { numberLike, optionalId } from "../../core/api/coerce.ts";
import { apiRootField, baseUrlField, countryField, languageField } from "../../core/element/data-block.ts";
import { PaymentConfigSchema } from "../../core/payment/config.ts";
import { pageUrlField, shopPageUrl } from "../../core/element/shop-pages.ts";
import type { Deal } from "../../core/api/deal.ts";
import { orderTrackingUrl } from "../../core/tracking/find-query.ts";
import { dealParam } from "./deal-param.ts";

/** An optional text the CMS may also write as '' (meaning none). */
const optionalText = (check: v.GenericSchema<string, string>) =>
  v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.check((s) => s === "" || v.safeParse(check, s).success, "Expected a valid value or ''"),
  );

export const ThankYouDataSchema = v.object({
  language: languageField,
  baseUrl: baseUrlField,
  apiRoot: apiRootField,
  /** The visitor's country: decides the money format (gb in GBP). */
  geoLocation: countryField,
  /** The deal to show; left out, the page's `?deal=` parameter names it. */
  dealId: v.optional(optionalId(), null),
  /** The checkout's payment block; only its prepayment bank details are shown here. */
  payment: PaymentConfigSchema,
  /** Days an invoice is due after its date (the shop's payment term). */
  paymentTermDays: v.optional(v.pipe(numberLike(), v.integer(), v.minValue(1), v.maxValue(365)), 14),
  /** How shoppers reach the shop: shown with every order, and where a payment is still open. */
  contactEmail: optionalText(v.pipe(v.string(), v.email())),
  contactPhone: optionalText(v.pipe(v.string(), v.regex(/^\+?[\d\s()/-]{6,}$/))),
  /** The shop's start page; default `/`. */
  shopUrl: pageUrlField,
  cartUrl: pageUrlField,
  /** The tracking page (<shop-tracking>); default /sendungsverfolgung, /tracking, /suivi. */
  trackingUrl: pageUrlField,
});
export type ThankYouData = v.InferOutput<typeof ThankYouDataSchema>;

export const shopUrl = (data: ThankYouData) => shopPageUrl("shop", data);
export const cartUrl = (data: ThankYouData) => shopPageUrl("cart", data);

/** Where the buyer follows the order's parcels: the tracking page, searching by number and delivery postcode at once. */
export const trackingLink = (data: ThankYouData, deal: Deal) =>
  orderTrackingUrl(shopPageUrl("tracking", data), deal.number, deal.delivery.address_post_code);

/** The deal's id: the block's, else the page URL's `deal` parameter; null when neither names one. */
export function dealIdOf(data: ThankYouData, search: string = window.location.search): string | null {
  return data.dealId ?? dealParam(search);
}
