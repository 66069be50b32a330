import type { ElementMeta } from "../../core/element/element-meta.ts";

export const meta: ElementMeta = {
  summary:
    "The checkout: address, delivery type, payment choice, overview, payment. What the shopper typed is kept for the session; the order becomes one CRM deal.",
  parts: {
    summary: "The order summary beside the steps (a bar with the total on a narrow element).",
    lines: "The order lines table of the overview and the summary.",
    totals: "The totals list.",
    error: "An error message (failed request, malformed data block).",
  },
  cssProperties: { "--shop-checkout-min-height": "Space reserved while the checkout loads." },
};
