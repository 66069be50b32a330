import { ARTICLE_LIST_EMITS, type ElementMeta } from "../../core/element/element-meta.ts";
import { ArticleListDataSchema } from "./article-list-data.ts";

// Its public API beyond the data block (npm run docs:api writes the tables of docs/elements/article-list.md).
export const meta: ElementMeta<typeof ArticleListDataSchema> = {
  summary: "Articles a CMS editor chose, as cards with their price and quick add.",
  short: "articles a CMS editor chose, as cards with price and quick add",
  schema: ArticleListDataSchema,
  data: {
    geoLocation: "The visitor's country, two letters (required): currency and prices.",
    heading: "The list's heading (an h2); left out, the page around the element heads it.",
    articleIds:
      'The CRM article ids, 1 to 24 (required), as a list ["1001", "1005"] or a comma list "1001, 1005"; repeats and blanks are left out.',
  },
  example: {
    language: "de",
    geoLocation: "de",
    baseUrl: "",
    heading: "Archivboxen",
    articleIds: ["1001", "1002", "1003"],
  },
  emits: {
    ...ARTICLE_LIST_EMITS,
  },
  parts: {
    content: "The element's section.",
    "article-card": "One article.",
    "quick-add": "The quantity and add-to-cart button of a card.",
    quantity: "The quantity stepper of a card.",
    error: "An error message (malformed data block, failed or broken answer, no network).",
  },
  cssProperties: { "--shop-article-list-min-height": "Space reserved before the element's script and texts are there." },
};
