import type { ElementMeta } from "../../core/element/element-meta.ts";
import { PromoListDataSchema } from "./promo-list-data.ts";

// Its public API beyond the data block (npm run docs:api writes the tables of docs/elements/promo-list.md).
export const meta: ElementMeta<typeof PromoListDataSchema> = {
  summary: "The promotional goods: promotional price, remnants, end date, maximum per order and quick add.",
  short: "the promotional goods and remnants, with their limits and end dates",
  schema: PromoListDataSchema,
  data: {
    geoLocation: "The visitor's country, two letters (required): currency and prices.",
    limit: "Optional: at most this many articles, in the shop's order (a row on a start page: 4); all when left out.",
    allUrl:
      'Optional: the shop\'s page of all promotions (a site path or an http(s) URL), linked under the cards as "Alle Aktionen ansehen".',
  },
  example: {
    language: "de",
    geoLocation: "de",
    baseUrl: "",
    loggedIn: false,
    contactid: null,
  },
  emits: {
    ordersAmountEvent: "An article was added to the cart (`amount`: new cart lines).",
    "shop:add_to_cart": "An article was added (GA4 `add_to_cart`), with the visitor's analytics consent only (docs/analytics.md).",
    "shop:view_item_list":
      "A list of articles was shown (GA4 `view_item_list`), with the visitor's analytics consent only (docs/analytics.md).",
    "shop:select_item":
      "An article's link in a list was followed (GA4 `select_item`), with the visitor's analytics consent only (docs/analytics.md).",
  },
  parts: {
    content: "The element's section.",
    "article-card": "One promoted article.",
    "quick-add": "The quantity and add-to-cart button of a card.",
    quantity: "The quantity stepper of a card.",
    error: "An error message (malformed data block, failed or broken answer, no network).",
  },
  cssProperties: { "--shop-promo-list-min-height": "Space reserved while the element loads." },
};
