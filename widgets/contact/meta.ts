import type { ElementMeta } from "../../core/element/element-meta.ts";
import { ContactDataSchema } from "./contact-data.ts";

// Its public API beyond the data block (npm run docs:api writes the tables of docs/elements/contact.md).
export const meta: ElementMeta<typeof ContactDataSchema> = {
  summary: "The contact dialog (/dialog): a message to the service team, prefilled for a logged-in contact.",
  short: "the contact dialog on /dialog: a question to the service team",
  schema: ContactDataSchema,
  example: {
    language: "de",
    baseUrl: "",
    loggedIn: true,
    contactid: "7001",
    topic: "order",
    contactEmail: "service@shop.example",
    contactPhone: "+49 30 1234567",
  },
  parts: {
    content: "The form's section, and the confirmation's.",
    error: "An error message (the message could not be sent, malformed data block).",
  },
  cssProperties: { "--shop-contact-min-height": "Space reserved while the form loads." },
};
