// The cart's data block. Where the checkout and the offer form live is not shown in the
// specification: the block names them, with defaults per language (README, "<shop-cart>").
import * as v from "valibot";
import { baseUrlField, countryField, languageField } from "../../core/data-block.ts";

const path = v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()));

export const CartDataSchema = v.object({
  language: languageField,
  baseUrl: baseUrlField,
  /** The delivery country: decides whether the cart can be ordered directly. */
  geoLocation: countryField,
  checkoutUrl: path,
  offerUrl: path,
});
export type CartData = v.InferOutput<typeof CartDataSchema>;

const CHECKOUT = { de: "/kasse", en: "/checkout", fr: "/commande" } as const;
const OFFER = { de: "/angebot", en: "/offer", fr: "/devis" } as const;

export const checkoutUrl = (data: CartData) => data.checkoutUrl ?? CHECKOUT[data.language];
export const offerUrl = (data: CartData) => data.offerUrl ?? OFFER[data.language];
