import { type ElementMeta, afterConsent } from "../../core/element/element-meta.ts";
import { OfferDataSchema } from "./offer-data.ts";

export const meta: ElementMeta<typeof OfferDataSchema> = {
  summary:
    "The offer request for the cart's lines or one article handed over from a product page, for a logged-in contact or a guest, with the offer as a PDF afterwards.",
  short: "an offer request for the cart or one article, with a PDF",
  schema: OfferDataSchema,
  data: {
    geoLocation: "The first guess for the contact's country, two letters; default de. The contact's country then prices the offer.",
    ansprechpartner_id: "The logged-in contact's id; with loggedIn the request is a quotation for that contact, otherwise a guest's.",
    article:
      'One article handed over from a product page as JSON: {"amount", "product", "slug"}; left out, the cart\'s lines are requested.',
    session: "An offer session a configurator prepared (offer-…): its lines are requested instead of the cart.",
    shop: 'The PDF\'s header as JSON: {"name", "addressLines", "contactLines", "contact"}; left out, the PDF names the page\'s host only.',
    validityDays: "Days the offer is valid (1–365); default 30.",
  },
  example: {
    language: "de",
    geoLocation: "de",
    baseUrl: "",
    loggedIn: true,
    ansprechpartner_id: "8001",
    shop: {
      name: "Archivbedarf GmbH",
      addressLines: ["Archivstraße 1", "10115 Berlin"],
      contactLines: ["+49 30 1234567", "angebote@shop.example"],
    },
  },
  emits: {
    "shop:generate_lead": afterConsent("An offer request was sent or confirmed, once per deal (GA4 `generate_lead`)"),
  },
  parts: {
    lines: "The order lines table.",
    totals: "The totals list.",
    error: "An error message (failed request, malformed data block).",
  },
  cssProperties: { "--shop-request-offer-min-height": "Space reserved while the form loads." },
};
