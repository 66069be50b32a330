// Bodies the payment adapters send, as valibot schemas: the contract a shop's payment functions check
// (docs/api.md). The sandbox fake validates with them; the adapters import only their
// types, so the schemas stay out of the bundle.
import * as v from "valibot";

const dealId = v.pipe(v.string(), v.nonEmpty());
/** Decimal amount of the deal's gross total, more than 0, at most two places. */
const amount = v.pipe(
  v.number(),
  v.minValue(0.01),
  v.check((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, "At most two decimal places"),
);
const currency = v.picklist(["EUR", "GBP"]);

/** Body of POST `{paypal.endpoint}/create`. */
export const PayPalCreateBodySchema = v.object({ dealId, amount, currency });
export type PayPalCreateBody = v.InferOutput<typeof PayPalCreateBodySchema>;

/** Body of POST `{paypal.endpoint}/capture`. */
export const PayPalCaptureBodySchema = v.object({ dealId, orderId: v.pipe(v.string(), v.nonEmpty()) });
export type PayPalCaptureBody = v.InferOutput<typeof PayPalCaptureBodySchema>;

/**
 * Body of POST `{card.endpoint}`: the deal, the amount and the token the provider's hosted card
 * fields made (core/payment/hosted-fields.ts). No card data: the card never reaches the shop's page.
 */
export const CardChargeBodySchema = v.object({ dealId, amount, currency, token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(500)) });
export type CardChargeBody = v.InferOutput<typeof CardChargeBodySchema>;
