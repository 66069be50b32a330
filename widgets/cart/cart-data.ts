// The cart's data block. Where the checkout, the offer form and the shop's start page (the empty
// cart's way back) live is not shown in the specification: the block may name them, else the
// defaults of core/element/shop-pages.ts apply.
import * as v from "valibot";
import { apiRootField, baseUrlField, countryField, languageField } from "../../core/element/data-block.ts";
import { pageUrlField, shopPageUrl } from "../../core/element/shop-pages.ts";

export const CartDataSchema = v.object({
  language: languageField,
  baseUrl: baseUrlField,
  apiRoot: apiRootField,
  /** The delivery country: decides whether the cart can be ordered directly. */
  geoLocation: countryField,
  checkoutUrl: pageUrlField,
  offerUrl: pageUrlField,
  shopUrl: pageUrlField,
  /** Where a configured line's "edit" link leads; default `/konfiguration`. */
  configuratorUrl: pageUrlField,
});
export type CartData = v.InferOutput<typeof CartDataSchema>;

export const checkoutUrl = (data: CartData) => shopPageUrl("checkout", data);
export const offerUrl = (data: CartData) => shopPageUrl("offer", data);
export const shopUrl = (data: CartData) => shopPageUrl("shop", data);
export const configuratorUrl = (data: CartData) => shopPageUrl("configurator", data);
