// The checkout's data block. The pages it links to may be named here; else core/element/shop-pages.ts decides.
import * as v from "valibot";
import { optionalId } from "../../core/api/coerce.ts";
import { apiRootField, baseUrlField, countryField, languageField } from "../../core/element/data-block.ts";
import { PaymentConfigSchema } from "../../core/payment/config.ts";
import { pageUrlField } from "../../core/element/shop-pages.ts";

export const CheckoutDataSchema = v.object({
  language: languageField,
  baseUrl: baseUrlField,
  apiRoot: apiRootField,
  /** The visitor's country: the first guess for the invoice and delivery country. */
  geoLocation: v.optional(countryField, "de"),
  /** The logged-in contact (the deal's ansprechpartner_id); null for a guest. */
  ansprechpartner_id: v.optional(optionalId(), null),
  cartUrl: pageUrlField,
  offerUrl: pageUrlField,
  thankYouUrl: pageUrlField,
  termsUrl: pageUrlField,
  privacyUrl: pageUrlField,
  /** Payment configuration (docs/elements/checkout.md); the defaults suit the demo's sandbox. */
  payment: PaymentConfigSchema,
});
export type CheckoutData = v.InferOutput<typeof CheckoutDataSchema>;
