// The data block of <shop-trust> (docs/elements/trust.md): the shop's own promises in the block's
// language (an editor's texts, never the bundle's), the payment methods it takes and its service line.
// Every part may be left out; what is left out is not shown.
import * as v from "valibot";
import { shopEmailField, shopPhoneField } from "../../core/element/contact-fields.ts";
import { apiRootField, baseUrlField, languageField } from "../../core/element/data-block.ts";
import { pageUrlField } from "../../core/element/shop-pages.ts";
import { linkUrlField } from "../../core/element/site-url.ts";
import { PAYMENT_METHODS } from "../../core/api/payment-methods.ts";

const text = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(max));

/** One promise: a sentence and, if the shop has one, the page that says more. */
const promise = v.optional(v.object({ text: text(160), url: v.optional(linkUrlField) }));

export const TrustDataSchema = v.object({
  language: languageField,
  baseUrl: baseUrlField,
  apiRoot: apiRootField,
  /** The block's heading; left out, "Sicher einkaufen" in the block's language. */
  heading: v.optional(text(80)),
  /** Delivery: how and how fast the shop ships. */
  delivery: promise,
  /** Returns and the right of withdrawal. */
  returns: promise,
  /** The payment methods the shop takes, in this order; left out, the checkout's four. */
  payments: v.optional(
    v.pipe(
      v.array(v.picklist(PAYMENT_METHODS)),
      v.check((list) => new Set(list).size === list.length, "Expected each payment method once"),
    ),
    [...PAYMENT_METHODS],
  ),
  /** Service: when and how people reach the shop; the contact page is linked beside it. */
  service: v.optional(v.object({ hours: v.optional(text(80)), phone: shopPhoneField, email: shopEmailField })),
  contactUrl: pageUrlField,
});
export type TrustData = v.InferOutput<typeof TrustDataSchema>;
