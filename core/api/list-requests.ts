// The article lists' reads as requests (path and query), apart from their schemas: the client sends
// them (core/api/listed-articles.ts), and the lists' loaders may send the same ones before the
// element's code has arrived (widgets/article-list/early.ts, widgets/promo-list/early.ts).

/** Articles related-articles/get lists at most (its `limit`). */
export const MAX_RELATED_ARTICLES = 24;

/** GET related-articles/get?articleId&ids&suggest&limit&language&geoLocation. */
export const relatedArticlesRequest = (call: {
  articleId?: string | undefined;
  ids: readonly string[];
  suggest: boolean;
  limit: number;
  language: string;
  geoLocation: string;
}) => ({
  path: "related-articles/get",
  query: {
    articleId: call.articleId,
    ids: call.ids.length > 0 ? call.ids.join(",") : undefined,
    suggest: String(call.suggest),
    limit: call.limit,
    language: call.language,
    geoLocation: call.geoLocation,
  },
});

/** GET product-categories/promotions?language&geoLocation&companyId: the promotional goods for the company. */
export const promotionsRequest = (call: { language: string; geoLocation: string; companyId: string | null }) => ({
  path: "product-categories/promotions",
  query: { language: call.language, geoLocation: call.geoLocation, companyId: call.companyId ?? undefined },
});
