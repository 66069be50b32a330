// The fake browsing endpoints (contract: core/api/browse.ts, docs/api.md#browsing) over the category
// tree (catalogue-tree.ts) and the whole catalogue (catalogue.ts): super-categories, one product
// category, a category's articles in columns (core/api/category-answer-encode.ts), the related and accessory articles
// of a product and the promotional goods; and their failure scenarios. A category's answer is made
// once per language and currency and kept, so the 2,000-article answer costs its making only once.
import { http, HttpResponse, type HttpResponseResolver, type RequestHandler } from "msw";
import { categoryArticles, findArticle } from "./catalogue.ts";
import {
  CATEGORIES,
  type CategoryDef,
  categoryUrl,
  findCategoryDef,
  SUPER_CATEGORIES,
  type SuperCategoryDef,
  superCategoryUrl,
} from "./catalogue-tree.ts";
import { customerPriceList, type Language } from "./fixtures.ts";
import { problem, query, serverError, withLatency } from "./http-helpers.ts";
import { articlePriceList, promotedArticles } from "./promotions.ts";
import { relatedArticles } from "./related-articles.ts";
import { categoryAnswer, listRecord } from "./list-records.ts";

const API = "*/_hcms/api";
export const BROWSE_ENDPOINTS = {
  superCategories: `${API}/super-categories`,
  category: `${API}/product-categories/get`,
  articles: `${API}/product-categories/articles`,
  promotions: `${API}/product-categories/promotions`,
  related: `${API}/related-articles/get`,
} as const;

const languageOf = (request: Request): Language => {
  const language = query(request, "language");
  return language === "en" || language === "fr" ? language : "de";
};
const countryOf = (request: Request) => (query(request, "geoLocation") ?? "de").toLowerCase();

// ---------------------------------------------------------------------------------------------
// Records.

/** A category as a tile: its page, the picture of its first article, its summary and article count. */
function tile(def: CategoryDef, language: Language) {
  const [first] = categoryArticles(def.id);
  return {
    id: String(def.id),
    name: def.name[language],
    url: categoryUrl(language, def.id),
    imageUrl: first?.product.images?.[0] ?? null,
    summary: def.summary[language],
    articleCount: categoryArticles(def.id).length,
  };
}

/** The top-level product categories of a super-category (sub-categories appear as tiles on their parent). */
const categoriesOf = (superDef: SuperCategoryDef) => CATEGORIES.filter((c) => c.superId === superDef.id && c.parentId === undefined);

function superCategory(def: SuperCategoryDef, language: Language) {
  const categories = categoriesOf(def).map((c) => tile(c, language));
  return {
    id: String(def.id),
    name: def.name[language],
    url: superCategoryUrl(language, def),
    imageUrl: categories.find((c) => c.imageUrl)?.imageUrl ?? null,
    summary: def.summary[language],
    articleCount: categories.reduce((sum, c) => sum + c.articleCount, 0),
    categories,
  };
}

// ---------------------------------------------------------------------------------------------
// Resolvers.

/** GET super-categories?language. */
const getSuperCategories: HttpResponseResolver = ({ request }) => {
  const language = languageOf(request);
  return HttpResponse.json({ superCategories: SUPER_CATEGORIES.map((s) => superCategory(s, language)) });
};

/** GET product-categories/get?id&language: 404 for an unknown id. */
const getCategory: HttpResponseResolver = ({ request }) => {
  const def = findCategoryDef(query(request, "id"));
  if (!def) return problem(404, `Unknown product category ${query(request, "id")}`);
  const language = languageOf(request);
  const parent = SUPER_CATEGORIES.find((s) => s.id === def.superId)!;
  return HttpResponse.json({
    ...tile(def, language),
    description: def.description[language],
    superCategory: { id: String(parent.id), name: parent.name[language], url: superCategoryUrl(language, parent) },
    children: CATEGORIES.filter((c) => c.parentId === def.id).map((c) => tile(c, language)),
    columns: def.columns,
  });
};

/** GET product-categories/articles?categoryId&language&geoLocation: 404 unknown, [] for the empty category. */
const getCategoryArticles: HttpResponseResolver = ({ request }) => {
  const def = findCategoryDef(query(request, "categoryId"));
  if (!def) return problem(404, `Unknown product category ${query(request, "categoryId")}`);
  return HttpResponse.json(categoryAnswer(def.id, languageOf(request), countryOf(request)));
};

/** GET product-categories/promotions?language&geoLocation&companyId: prices for the company and country. */
const getPromotions: HttpResponseResolver = ({ request }) => {
  const language = languageOf(request);
  const country = countryOf(request);
  const companyId = query(request, "companyId");
  const articles = promotedArticles().map(({ article, promotion }) => {
    const [offer] = articlePriceList(article, companyId, country).scaled_price;
    const [regular] = customerPriceList(article.itemInUnit, article.scale, companyId, country).scaled_price;
    return {
      ...listRecord(article, language, country),
      promotion: {
        maxQuantity: promotion.maxQuantity,
        endsAt: promotion.endsAt,
        price: offer?.price ?? 0,
        regularPrice: promotion.remnant ? null : (regular?.price ?? null),
      },
    };
  });
  return HttpResponse.json({ articles });
};

/**
 * GET related-articles/get?articleId&ids&suggest&limit&language&geoLocation: 404 for an unknown
 * articleId. Without articleId, the listed ids only (a CMS's article list): suggest must be false.
 */
const getRelated: HttpResponseResolver = ({ request }) => {
  const articleId = query(request, "articleId");
  const article = articleId === null ? undefined : findArticle(articleId);
  if (articleId !== null && !article) return problem(404, `Unknown article ${articleId}`);
  const limitText = query(request, "limit") ?? "";
  const limit = Number(limitText);
  if (!/^\d+$/.test(limitText) || limit < 1 || limit > 24) return problem(400, "limit must be an integer from 1 to 24");
  const suggest = query(request, "suggest");
  if (suggest !== "true" && suggest !== "false") return problem(400, "suggest must be true or false");
  if (suggest === "true" && !article) return problem(400, "suggest=true needs an articleId");
  const ids = (query(request, "ids") ?? "").split(",").filter(Boolean);
  const related = relatedArticles({ article, ids, suggest: suggest === "true", limit });
  return HttpResponse.json({ articles: related.map((a) => listRecord(a, languageOf(request), countryOf(request))) });
};

export function browseHandlers(latency: number): RequestHandler[] {
  return [
    http.get(BROWSE_ENDPOINTS.superCategories, withLatency(latency, getSuperCategories)),
    http.get(BROWSE_ENDPOINTS.category, withLatency(latency, getCategory)),
    http.get(BROWSE_ENDPOINTS.articles, withLatency(latency, getCategoryArticles)),
    http.get(BROWSE_ENDPOINTS.promotions, withLatency(latency, getPromotions)),
    http.get(BROWSE_ENDPOINTS.related, withLatency(latency, getRelated)),
  ];
}

// ---------------------------------------------------------------------------------------------
// Scenarios (handlers.ts lists them for ?scenario=).

/** How long articlesSlow keeps a category's articles back. */
export const SLOW_ARTICLES_MS = 2000;

const unsafeLink = "javascript:alert(1)";

export const browseScenarios = {
  /** super-categories, product-categories/get and product-categories/articles answer 500. */
  fails: [BROWSE_ENDPOINTS.superCategories, BROWSE_ENDPOINTS.category, BROWSE_ENDPOINTS.articles].map((path) =>
    http.get(path, serverError),
  ),
  /** The same three answer shapes their schemas reject (no names, a javascript: link, no product). */
  broken: [
    http.get(BROWSE_ENDPOINTS.superCategories, () => HttpResponse.json({ superCategories: [{ id: "1", categories: "all" }] })),
    http.get(BROWSE_ENDPOINTS.category, () => HttpResponse.json({ id: "21", name: "", url: unsafeLink })),
    http.get(BROWSE_ENDPOINTS.articles, () => HttpResponse.json({ count: 1, columns: { id: ["210001"], url: [unsafeLink] } })),
  ],
  /** product-categories/articles answers after SLOW_ARTICLES_MS. */
  articlesSlow: [http.get(BROWSE_ENDPOINTS.articles, withLatency(SLOW_ARTICLES_MS, getCategoryArticles))],
  /** related-articles/get answers 500. */
  relatedFails: [http.get(BROWSE_ENDPOINTS.related, serverError)],
  /** related-articles/get answers a shape its schema rejects. */
  relatedBroken: [http.get(BROWSE_ENDPOINTS.related, () => HttpResponse.json({ articles: [{ id: "1001", url: unsafeLink }] }))],
  /** product-categories/promotions answers 500. */
  promotionsFails: [http.get(BROWSE_ENDPOINTS.promotions, serverError)],
  /** product-categories/promotions answers a shape its schema rejects (a negative price, a date that is none). */
  promotionsBroken: [
    http.get(BROWSE_ENDPOINTS.promotions, () =>
      HttpResponse.json({ articles: [{ id: "1005", url: "/produkt/1005", promotion: { price: -1, endsAt: "soon" } }] }),
    ),
  ],
} satisfies Record<string, RequestHandler[]>;
