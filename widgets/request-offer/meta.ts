import type { ElementMeta } from "../../core/element/element-meta.ts";

export const meta: ElementMeta = {
  summary:
    "The offer request for the cart's lines or one article handed over from a product page, for a logged-in contact or a guest, with the offer as a PDF afterwards.",
  parts: {
    lines: "The order lines table.",
    totals: "The totals list.",
    error: "An error message (failed request, malformed data block).",
  },
  cssProperties: { "--shop-request-offer-min-height": "Space reserved while the form loads." },
};
