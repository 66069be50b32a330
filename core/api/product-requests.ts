// The product page's reads as requests (path, query, body), apart from their schemas: the client sends
// them (core/api/endpoints.ts), and the product element's loader may send the same ones before the
// element's code has arrived (widgets/product-detail/early.ts), so both must build them alike.

/** Article properties the product page always requests, besides the configured columns. */
export const ARTICLE_PROPERTIES = [
  "hs_object_id",
  "artnr",
  "external_id",
  "image_urls",
  "lieferzeit_0_49",
  "lieferzeit_50_199",
  "lieferzeit_200_",
  "requested_delivery_amount",
  "requested_delivery_time",
  // Shown beside the delivery time (docs/decisions/costs-before-the-cart.md).
  "availability",
] as const;

/** POST objects/articles/getArticlesById: the article with the given hs_object_id and these properties. */
export const articleRequest = (call: { id: string; language: string; properties: readonly string[] }) => ({
  method: "POST" as const,
  path: "objects/articles/getArticlesById",
  query: { language: call.language, checkBy: "hs_object_id" },
  body: { ids: [call.id], properties: [...new Set([...ARTICLE_PROPERTIES, ...call.properties])] },
});

/** GET objects/price-lists/get: packing unit and price scale for the article, company and country. */
export const priceListRequest = (call: { articleId: string; companyId: string | null; geoLocation: string }) => ({
  path: "objects/price-lists/get",
  query: { articleId: call.articleId, companyId: call.companyId ?? undefined, geoLocation: call.geoLocation },
});

/** GET objects/company/get: the selected company's record. */
export const companyRequest = (companyId: string) => ({ path: "objects/company/get", query: { companyId } });
