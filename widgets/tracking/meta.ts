import type { ElementMeta } from "../../core/element/element-meta.ts";

// Its public API beyond the data block (npm run docs:api writes the tables of docs/elements/tracking.md).
export const meta: ElementMeta = {
  summary: "A new element.",
  parts: {
    content: "The element's section.",
    error: "An error message (malformed data block).",
  },
  cssProperties: { "--shop-tracking-min-height": "Space reserved while the element loads." },
};
