import { ARTICLE_LIST_EMITS, type ElementMeta, afterConsent } from "../../core/element/element-meta.ts";
import { SearchResultsDataSchema } from "./search-results-data.ts";

// Its public API beyond the data block (npm run docs:api writes the tables of docs/elements/search-results.md).
export const meta: ElementMeta<typeof SearchResultsDataSchema> = {
  summary:
    "The site search's results of the page's term (?q=): filtered by kind, articles sortable by name or number, numbered pages, articles as cards with price and quick add.",
  short: "the site search's hits: articles with price and quick add, pages, paged",
  schema: SearchResultsDataSchema,
  data: {
    geoLocation: "The visitor's country, two letters; default de: the prices and their currency.",
    limit: "Hits per page (1–50); default 12.",
  },
  example: {
    language: "de",
    geoLocation: "de",
    baseUrl: "",
  },
  emits: {
    ...ARTICLE_LIST_EMITS,
    "shop:search": afterConsent("A term's first answer arrived (GA4 `search`, with the result count)"),
  },
  parts: {
    content: "The element's section.",
    kinds: "The kind chips with their counts.",
    sort: "The order of the hits (relevance, article name, article number), where articles show.",
    hit: "A category's or page's hit.",
    "article-card": "An article's hit.",
    "quick-add": "The quantity and add-to-cart button of a card.",
    quantity: "The quantity stepper of a card.",
    pager: "The page navigation (numbered pages, previous and next).",
    error: "An error message (malformed data block, failed or broken answer, no network).",
  },
  cssProperties: {
    "--shop-search-results-min-height": "Space reserved before the element's script and texts are there, and while the hits load.",
  },
};
