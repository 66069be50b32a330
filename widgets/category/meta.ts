import { ARTICLE_LIST_EMITS, type ElementMeta } from "../../core/element/element-meta.ts";
import { CategoryDataSchema } from "./category-data.ts";

// Its public API beyond the data block (npm run docs:api writes the tables of docs/elements/category.md).
export const meta: ElementMeta<typeof CategoryDataSchema> = {
  summary:
    "A category page: a super-category's tiles, or a product category's articles as a comparable list with filters, sort, prices and quick add.",
  short: "a category: sub-category tiles, the articles with filters and sort",
  schema: CategoryDataSchema,
  data: {
    geoLocation: "The visitor's country, two letters (required): prices, currency and measures in inches for inch countries.",
    categoryId: "A product category's id: its articles as a filterable list. Give categoryId or superCategoryId, not both.",
    superCategoryId: "A super-category's id: its categories as tiles. Give categoryId or superCategoryId, not both.",
    pageSize: "Rows per page; default 24.",
  },
  example: {
    language: "de",
    geoLocation: "de",
    baseUrl: "",
    loggedIn: false,
    contactid: null,
    categoryId: "21",
  },
  emits: {
    ...ARTICLE_LIST_EMITS,
  },
  parts: {
    content: "The element's section.",
    breadcrumb: "The breadcrumb trail: start page, super-category, the category.",
    description: "The category's text (sanitised CMS HTML).",
    tiles: "The sub-categories (or a super-category's categories) as tiles.",
    list: "The filters and the results.",
    filters: "The filter panel (a sidebar; on phones a sheet behind the “Filter (n)” button).",
    dialog: "The filter sheet on phones (a modal dialog).",
    chips: "The applied filters with their remove buttons.",
    "empty-result": "The hint which filter to loosen when nothing matches.",
    table: "The articles of the page (cards on phones).",
    "quick-add": "The quantity and add-to-cart button of a row.",
    quantity: "The quantity stepper of a row.",
    pager: "The page navigation.",
    error: "An error message (malformed data block, unknown category, failed or broken answer, no network).",
  },
  cssProperties: { "--shop-category-min-height": "Space reserved while the element loads." },
};
