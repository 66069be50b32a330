// Answers of the shop's payment functions (docs/api.md), checked like every API answer.
import * as v from "valibot";
import { providerPageUrlField } from "../element/site-url.ts";

/** A payment that went through: `{ "status": "paid", "reference": "…" }`. */
export const PaidAnswerSchema = v.object({ status: v.literal("paid"), reference: v.pipe(v.string(), v.nonEmpty()) });

/**
 * Answer of `{paypal.endpoint}/create`: PayPal's order id and, when the buyer still has to approve,
 * PayPal's approval page (https only, http only on a developer's machine: it is opened in a window).
 */
export const PayPalOrderSchema = v.object({
  orderId: v.pipe(v.string(), v.nonEmpty()),
  approvalUrl: v.nullish(providerPageUrlField),
});
