import { type ElementMeta, afterConsent } from "../../core/element/element-meta.ts";
import { CartDataSchema } from "./cart-data.ts";

export const meta: ElementMeta<typeof CartDataSchema> = {
  summary: "The cart, placed on /warenkorb, /basket, /panier: lines with amounts, totals, the way to checkout or to an offer.",
  short: "the session's cart with totals, to the checkout or an offer request",
  schema: CartDataSchema,
  data: {
    geoLocation: "The visitor's country, two letters (required): the delivery country.",
  },
  example: {
    language: "de",
    geoLocation: "de",
    baseUrl: "",
    checkoutUrl: "/kasse",
    offerUrl: "/angebot",
    shopUrl: "/",
  },
  listens: { ordersAmountEvent: "An article was added elsewhere on the page: the cart loads again." },
  emits: {
    "shop:add_to_cart": afterConsent("An amount was raised (GA4 `add_to_cart` with the pieces added)"),
    "shop:remove_from_cart": afterConsent("A line was removed or its amount lowered (GA4 `remove_from_cart`)"),
    "shop:view_cart": afterConsent("The cart was shown (GA4 `view_cart`)"),
  },
  parts: {
    line: "One cart line.",
    "edit-link": "A configured line's link back to its configurator, filled in.",
    quantity: "A line's quantity stepper.",
    totals: "The totals list.",
    "free-shipping": "How far the free-shipping threshold is.",
    error: "An error message (failed request, malformed data block).",
  },
  cssProperties: { "--shop-cart-min-height": "Space reserved while the cart loads." },
};
