// A product category's first screen, asked for by the element's loader before the element's code has
// arrived (core/element/loader.ts): the category and its articles, as ProductCategoryPage.tsx asks
// for them, from the block as written (core/element/early-block.ts). A super-category is left to the element.
import { startEarly } from "../../core/api/early.ts";
import { categoryArticlesRequest, categoryRequest } from "../../core/api/category-requests.ts";
import { earlyBlock, earlyId } from "../../core/element/early-block.ts";

export default function earlyRequests(block: Record<string, unknown>): void {
  const page = earlyBlock(block);
  const id = earlyId(block.categoryId);
  if (!page || !id) return;
  startEarly(page.baseUrl, categoryRequest({ id, language: page.language }));
  startEarly(page.baseUrl, categoryArticlesRequest({ categoryId: id, language: page.language, geoLocation: page.geoLocation }));
}
