// A product category's reads as requests (path and query), apart from their schemas: the client sends
// them (core/api/browse.ts, core/api/category-articles.ts) and the category element's loader may send
// the same ones first (widgets/category/early.ts).

/** GET product-categories/get: the category's name, description, breadcrumb and sub-categories. */
export const categoryRequest = (call: { id: string; language: string }) => ({
  path: "product-categories/get",
  query: { id: call.id, language: call.language },
});

/** GET product-categories/articles: every article of the category, in columns (docs/api.md). */
export const categoryArticlesRequest = (call: { categoryId: string; language: string; geoLocation: string }) => ({
  path: "product-categories/articles",
  query: { categoryId: call.categoryId, language: call.language, geoLocation: call.geoLocation },
});
