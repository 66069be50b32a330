import { type ElementMeta, afterConsent } from "../../core/element/element-meta.ts";
import { CheckoutDataSchema } from "./checkout-data.ts";

export const meta: ElementMeta<typeof CheckoutDataSchema> = {
  summary:
    "The checkout: address with delivery type, payment choice, overview, payment. What the shopper typed is kept for the session; the order becomes one CRM deal.",
  short: "address with delivery, payment, overview and payment as one CRM deal",
  schema: CheckoutDataSchema,
  data: {
    geoLocation: "The first guess for the invoice and delivery country, two letters; default de.",
    payment:
      "The payment setup as JSON: methods, endpoints, the card's hostedFields page and the prepayment bank account; without card.hostedFields no card, without prepayment bank details no prepayment.",
  },
  example: {
    language: "de",
    geoLocation: "de",
    baseUrl: "",
    ansprechpartner_id: null,
    payment: {
      methods: ["paypal", "invoice", "prepayment"],
      prepayment: {
        accountHolder: "Archivbedarf GmbH",
        iban: "DE89 3704 0044 0532 0130 00",
        bic: "COBADEFFXXX",
        bank: "Commerzbank",
      },
    },
  },
  emits: {
    "shop:begin_checkout": afterConsent("The checkout showed the order's lines (GA4 `begin_checkout`)"),
    "shop:add_shipping_info": afterConsent(
      "The address step was completed (GA4 `add_shipping_info`, the delivery type as `shipping_tier`)",
    ),
    "shop:add_payment_info": afterConsent("The payment step was completed (GA4 `add_payment_info`, the method as `payment_type`)"),
  },
  parts: {
    summary: "The order summary beside the steps (a bar with the total on a narrow element).",
    lines: "The order lines table of the overview and the summary.",
    totals: "The totals list.",
    error: "An error message (failed request, malformed data block).",
  },
  cssProperties: { "--shop-checkout-min-height": "Space reserved while the checkout loads." },
};
