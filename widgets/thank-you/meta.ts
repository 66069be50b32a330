import { type ElementMeta, afterConsent } from "../../core/element/element-meta.ts";
import { ThankYouDataSchema } from "./thank-you-data.ts";

export const meta: ElementMeta<typeof ThankYouDataSchema> = {
  summary:
    "The confirmation after an order or an offer request, placed on /danke, /thank-you, /merci. It reads the deal back and never creates one, so a reload is safe; it finishes the session's cart.",
  short: "the confirmation of an order or offer request",
  schema: ThankYouDataSchema,
  data: {
    geoLocation: "The visitor's country, two letters (required): the money format, gb in GBP.",
    dealId: "The deal to show; left out, the page URL's deal parameter names it.",
    payment: "The checkout's payment block as JSON; only prepayment (the bank details) is used here.",
    paymentTermDays: "Days an invoice is due after its date (1–365); default 14.",
  },
  example: {
    language: "de",
    geoLocation: "de",
    baseUrl: "",
    payment: {
      prepayment: {
        accountHolder: "Archivbedarf GmbH",
        iban: "DE89 3704 0044 0532 0130 00",
        bic: "COBADEFFXXX",
        bank: "Commerzbank",
      },
    },
    contactEmail: "service@shop.example",
    contactPhone: "+49 30 1234567",
  },
  emits: {
    "shop:purchase": afterConsent("An order's deal was confirmed, once per deal (GA4 `purchase`)"),
    "shop:generate_lead": afterConsent("An offer request was sent or confirmed, once per deal (GA4 `generate_lead`)"),
  },
  parts: {
    number: "The order or offer number.",
    next: "What happens next.",
    "tracking-link": "An order's link to its shipment tracking (the tracking page searching by order number and delivery postcode).",
    lines: "The order lines table.",
    totals: "The totals list.",
    error: "An error message (failed request, malformed data block).",
  },
  cssProperties: {
    "--shop-thank-you-min-height": "Space reserved while the deal loads.",
    "--shop-headline-size": "Font size of the headline.",
  },
};
