import type { ElementMeta } from "../../core/element/element-meta.ts";

// Its public API beyond the data block (npm run docs:api writes the tables of docs/elements/contact.md).
export const meta: ElementMeta = {
  summary: "The contact dialog (/dialog): a message to the service team, prefilled for a logged-in contact.",
  parts: {
    content: "The form's section, and the confirmation's.",
    error: "An error message (the message could not be sent, malformed data block).",
  },
  cssProperties: { "--shop-contact-min-height": "Space reserved while the form loads." },
};
