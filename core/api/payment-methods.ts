// The payment methods the shop knows, in a file of their own: the trust block names them without the
// request schemas (core/api/request-schemas.ts), which do not tree-shake.

/** Every payment method, in the order the checkout lists them. */
export const PAYMENT_METHODS = ["paypal", "card", "invoice", "prepayment"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
