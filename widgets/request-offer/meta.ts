import type { ElementMeta } from "../../core/element/element-meta.ts";
import { OfferDataSchema } from "./offer-data.ts";

export const meta: ElementMeta<typeof OfferDataSchema> = {
  summary:
    "The offer request for the cart's lines or one article handed over from a product page, for a logged-in contact or a guest, with the offer as a PDF afterwards.",
  short: "an offer request for the cart or one article, with a PDF",
  schema: OfferDataSchema,
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
  parts: {
    lines: "The order lines table.",
    totals: "The totals list.",
    error: "An error message (failed request, malformed data block).",
  },
  cssProperties: { "--shop-request-offer-min-height": "Space reserved while the form loads." },
};
