import { ARTICLE_LIST_EMITS, type ElementMeta } from "../../core/element/element-meta.ts";
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
    ...ARTICLE_LIST_EMITS,
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
