// The endpoints the product page uses (specification section 7), with their request shapes.
import { request } from "./client.ts";
import { articleRequest, companyRequest, priceListRequest } from "./product-requests.ts";
import type { OrderItemBody } from "./request-schemas.ts";
import { ArticleListSchema, CompanySchema, PriceListSchema, type Article, type Company, type PriceList } from "./schemas.ts";

interface Call {
  baseUrl: string;
  signal?: AbortSignal;
}

/** POST objects/articles/getArticlesById: the article with the given hs_object_id, or undefined. */
export async function fetchArticle(call: Call & { id: string; language: string; properties: string[] }): Promise<Article | undefined> {
  const list = await request({ ...call, ...articleRequest(call), schema: ArticleListSchema });
  return list.find((a) => a.id === call.id || a.properties.hs_object_id === call.id);
}

/** GET objects/price-lists/get: packing unit and price scale for the article, company and country. */
export function fetchPriceList(call: Call & { articleId: string; companyId: string | null; geoLocation: string }): Promise<PriceList> {
  return request({ ...call, ...priceListRequest(call), schema: PriceListSchema });
}

/** GET objects/company/get: the selected company's record. */
export function fetchCompany(call: Call & { companyId: string }): Promise<Company> {
  return request({ ...call, ...companyRequest(call.companyId), schema: CompanySchema });
}

/** POST objects/order-items/post: adds a cart line. Success is 204 and nothing else. */
export function postOrderItem(call: Call & { body: OrderItemBody }): Promise<void> {
  return request({ ...call, method: "POST", path: "objects/order-items/post", body: call.body, expectStatus: 204 });
}
