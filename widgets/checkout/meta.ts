import type { ElementMeta } from "../../core/element/element-meta.ts";
import { CheckoutDataSchema } from "./checkout-data.ts";

export const meta: ElementMeta = {
  summary:
    "The checkout: address, delivery type, payment choice, overview, payment. What the shopper typed is kept for the session; the order becomes one CRM deal.",
  schema: CheckoutDataSchema,
  data: {
    geoLocation: "The first guess for the invoice and delivery country, two letters; default de.",
    payment:
      "The payment setup as JSON: methods, endpoints, the card's hostedFields page and the prepayment bank account; without card.hostedFields no card, without prepayment bank details no prepayment.",
  },
  parts: {
    summary: "The order summary beside the steps (a bar with the total on a narrow element).",
    lines: "The order lines table of the overview and the summary.",
    totals: "The totals list.",
    error: "An error message (failed request, malformed data block).",
  },
  cssProperties: { "--shop-checkout-min-height": "Space reserved while the checkout loads." },
};
