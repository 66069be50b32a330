import type { ElementMeta } from "../../core/element/element-meta.ts";
import { TrustDataSchema } from "./trust-data.ts";

// Its public API beyond the data block (npm run docs:api writes the tables of docs/elements/trust.md).
export const meta: ElementMeta<typeof TrustDataSchema> = {
  summary:
    "The shop's promises beside a product, the cart or the checkout: delivery, returns and withdrawal, service and the payment methods, in the shop's own words.",
  short: "the shop's delivery, returns, service and payment promises",
  schema: TrustDataSchema,
  data: {
    baseUrl: "Unused: the block makes no request.",
    heading: "The block's heading; left out, “Sicher einkaufen” in the block's language.",
    delivery: "How and how fast the shop ships: `text` (up to 160 characters) and, if there is one, `url` of the page that says more.",
    returns: "Returns and the right of withdrawal: `text` and an optional `url`, as for delivery.",
    payments: "The payment methods taken, in this order, each once: paypal, card, invoice, prepayment; left out, all four.",
    service: "How people reach the shop: `hours` (text), `phone` and `email`, each optional; the contact page is always linked.",
    contactUrl: "The contact page: a site path or an http(s) URL; left out, the shop's /dialog.",
  },
  example: {
    language: "de",
    delivery: { text: "Versand mit DHL in 1–3 Werktagen, ab 150 € netto versandkostenfrei", url: "/versand" },
    returns: { text: "14 Tage Widerrufsrecht, Rücksendung kostenlos", url: "/agb#widerruf" },
    payments: ["paypal", "card", "invoice", "prepayment"],
    service: { hours: "Mo–Fr 8–17 Uhr", phone: "+49 30 1234567", email: "service@archivbedarf.example" },
  },
  parts: {
    trust: "The block's section.",
    error: "An error message (malformed data block).",
  },
  cssProperties: { "--shop-trust-min-height": "Space reserved while the element loads (36rem on a phone, 20rem wider)." },
};
