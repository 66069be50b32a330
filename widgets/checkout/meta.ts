import type { ElementMeta } from "../../core/element/element-meta.ts";

export const meta: ElementMeta = {
  summary:
    "The checkout: address, delivery type, payment choice, overview, payment. What the shopper typed is kept for the session; the order becomes one CRM deal.",
  parts: {
    lines: "The order lines table of the overview.",
    totals: "The totals list.",
    error: "An error message (failed request, malformed data block).",
  },
  cssProperties: { "--shop-checkout-min-height": "Space reserved while the checkout loads." },
};
