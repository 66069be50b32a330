// GET product-categories/articles. Its decoder (core/api/category-answer.ts) loads beside the request:
// it is needed once the answer is in, and the answer (tens of KB) takes longer than the decoder's
// chunk, so the element's first load does not carry it (docs/decisions/category-answer.md).
import { categoryArticlesRequest } from "./category-requests.ts";
import { request } from "./client.ts";

/** Every article of the category, decoded; fails as any request does (core/api/client.ts). */
export function fetchCategoryArticles(call: {
  baseUrl: string;
  language: string;
  signal?: AbortSignal;
  categoryId: string;
  geoLocation: string;
}) {
  const schema = import("./category-answer.ts").then((decoder) => decoder.CategoryAnswerSchema);
  // When the request fails first, its error is the one reported; the schema's is then not awaited.
  schema.catch(() => undefined);
  return request({ ...call, ...categoryArticlesRequest(call), schema });
}
