import type { ElementMeta } from "../../core/element/element-meta.ts";
import { ContactDataSchema } from "./contact-data.ts";

// Its public API beyond the data block (npm run docs:api writes the tables of docs/elements/contact.md).
export const meta: ElementMeta<typeof ContactDataSchema> = {
  summary: "The contact dialog (/dialog): a message to the service team, prefilled for a logged-in contact.",
  short: "the contact dialog on /dialog: a question to the service team",
  schema: ContactDataSchema,
  data: {
    contactid: "The logged-in contact's id in the CRM; with loggedIn the form is prefilled from it.",
    topic: "The topic chosen at the start: product, order, offer, configuration, invoice, account or other; ?topic= in the page URL wins.",
    topicLabels: "The shop's own words for some topics as JSON, topic → text, in the block's language.",
    minFillSeconds: "Seconds a person needs at least before sending (0–60); default 3, as the backend's rule.",
  },
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
