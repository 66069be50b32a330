// The product page's first screen, asked for by the element's loader before the element's code has
// arrived (core/element/loader.ts): the article, its price list and the selected company, built as
// use-product-data.ts builds them, from the block as written (core/element/early-block.ts).
import { startEarly } from "../../core/api/early.ts";
import { articleRequest, companyRequest, priceListRequest } from "../../core/api/product-requests.ts";
import type { Columns } from "../../core/catalog/product-properties.ts";
import { earlyBlock, earlyId } from "../../core/element/early-block.ts";
import { storedCompanyId } from "../../core/state/stored-company.ts";
import { pageProperties } from "./article-properties.ts";

export default function earlyRequests(block: Record<string, unknown>): void {
  const page = earlyBlock(block);
  const articleId = earlyId((block.product as { article_id?: unknown } | undefined)?.article_id);
  if (!page || !articleId) return;
  const companyId = storedCompanyId();
  const properties = pageProperties(block.columns as Columns | undefined);
  startEarly(page.baseUrl, articleRequest({ id: articleId, language: page.language, properties }));
  startEarly(page.baseUrl, priceListRequest({ articleId, companyId, geoLocation: page.geoLocation }));
  if (companyId) startEarly(page.baseUrl, companyRequest(companyId));
}
