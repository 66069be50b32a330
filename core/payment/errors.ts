// Why a payment did not go through, as codes the element translates (no texts in core). Network and
// HTTP failures without one of these codes stay an ApiError of core/api/client.ts.
import * as v from "valibot";
import { ApiError } from "../api/client.ts";

export const PAYMENT_ERROR_CODES = [
  /** The provider refused the payment (card declined, PayPal funding failed). */
  "declined",
  /** The shopper did not approve the payment (closed PayPal's window). */
  "cancelled",
  /** The hosted card fields hold no complete, valid card: nothing was sent. */
  "incomplete",
  /** The method is not offered, the provider cannot take payments now, or its hosted fields do not answer. */
  "unavailable",
  /** The browser blocked PayPal's approval window. */
  "blocked",
] as const;

export type PaymentErrorCode = (typeof PAYMENT_ERROR_CODES)[number];

export class PaymentError extends Error {
  constructor(readonly code: PaymentErrorCode) {
    super(`payment ${code}`);
    this.name = "PaymentError";
  }
}

/** The body of a payment function's error answer: `{ "code": "declined", "message": "…" }`. */
export const PaymentErrorBodySchema = v.object({
  code: v.picklist(["declined", "cancelled", "unavailable"]),
  message: v.optional(v.string()),
});

/** An HTTP error answer carrying a payment code becomes a PaymentError; anything else is rethrown as is. */
export function asPaymentError(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.kind !== "http") return error;
  const body = v.safeParse(PaymentErrorBodySchema, error.body);
  return body.success ? new PaymentError(body.output.code) : error;
}
