// The browsing contract suite's expected values (test/node/contract-browse.test.mjs), read from the demo
// catalogue both backends are made from (demo/mocks/): the category tree as the contract answers it, the
// promotional goods and the related articles as list records, each parsed with the contract's schema.
import * as v from "valibot";
import { ProductCategorySchema, SuperCategoryListSchema } from "../../core/api/browse.ts";
import { PromoListSchema, RelatedArticlesSchema } from "../../core/api/listed-articles.ts";
import { ProductSchema } from "../../core/catalog/product-data.ts";
import { categoryArticles, findArticle } from "../../demo/mocks/catalogue.ts";
import {
  CATEGORIES,
  type CategoryDef,
  categoryUrl,
  findCategoryDef,
  SUPER_CATEGORIES,
  superCategoryUrl,
} from "../../demo/mocks/catalogue-tree.ts";
import { customerPriceList, type Language } from "../../demo/mocks/fixtures.ts";
import { listRecord } from "../../demo/mocks/list-records.ts";
import { articlePriceList, promotedArticles } from "../../demo/mocks/promotions.ts";
import { relatedArticles } from "../../demo/mocks/related-articles.ts";
import { hitProperties, siteSearch } from "../../demo/mocks/site-search.ts";

/** A category as a tile: its page, its first article's picture, its articles and its sub-categories'. */
function tile(def: CategoryDef, language: Language) {
  const articles = categoryArticles(def.id);
  return {
    id: String(def.id),
    name: def.name[language],
    url: categoryUrl(language, def.id),
    imageUrl: articles[0]?.product.images?.[0] ?? null,
    summary: def.summary[language],
    articleCount: articles.length,
  };
}

/** super-categories: in the tree's order, each with its top-level categories; counts summed. */
export function superCategories(language: Language) {
  const superCategories = SUPER_CATEGORIES.map((s) => {
    const categories = CATEGORIES.filter((c) => c.superId === s.id && c.parentId === undefined).map((c) => tile(c, language));
    return {
      id: String(s.id),
      name: s.name[language],
      url: superCategoryUrl(language, s),
      imageUrl: categories.find((c) => c.imageUrl)?.imageUrl ?? null,
      summary: s.summary[language],
      articleCount: categories.reduce((sum, c) => sum + c.articleCount, 0),
      categories,
    };
  });
  return v.parse(SuperCategoryListSchema, { superCategories });
}

/** product-categories/get: the tile, its description as the CMS wrote it, its super-category, children and columns. */
export function productCategory(id: string, language: Language) {
  const def = findCategoryDef(id);
  if (!def) throw new Error(`no category ${id} in the demo tree`);
  const parent = SUPER_CATEGORIES.find((s) => s.id === def.superId)!;
  return v.parse(ProductCategorySchema, {
    ...tile(def, language),
    description: def.description[language],
    superCategory: { id: String(parent.id), name: parent.name[language], url: superCategoryUrl(language, parent) },
    children: CATEGORIES.filter((c) => c.parentId === def.id).map((c) => tile(c, language)),
    columns: def.columns,
  });
}

/** The category's description as the demo's CMS wrote it (category 11's holds markup a sanitiser removes). */
export const categoryDescription = (id: string, language: Language) => findCategoryDef(id)!.description[language];

/** The promoted articles with the company's prices in the country, soonest end first. */
export function promotions(language: Language, country: string, companyId: string | null) {
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
  return v.parse(PromoListSchema, { articles });
}

/** The promoted articles' ids with their end (null: when sold out), in the demo's order. */
export const promotionEnds = () => promotedArticles().map(({ article, promotion }) => [article.id, promotion.endsAt]);

/** related-articles/get as the rule says (demo/mocks/related-articles.ts): the listed ids, then the nearest of the category. */
export function related(query: {
  articleId?: string;
  ids: string[];
  suggest: boolean;
  limit: number;
  language: Language;
  country: string;
}) {
  const article = query.articleId === undefined ? undefined : findArticle(query.articleId);
  const articles = relatedArticles({ article, ids: query.ids, suggest: query.suggest, limit: query.limit });
  return v.parse(RelatedArticlesSchema, { articles: articles.map((a) => listRecord(a, query.language, query.country)) });
}

/** An article's product as its search hit carries it: the product page's block with its first picture, parsed. */
export function searchProduct(id: string) {
  const { product } = findArticle(id)!;
  return v.parse(ProductSchema, { ...product, images: product.images?.slice(0, 1) ?? [] });
}

/** The offer's facts an article hit carries in `language` (the fake's own, demo/mocks/handlers-search.ts). */
export const searchHitProperties = (id: string, language: Language) => hitProperties(findArticle(id)!, language);

/** The article's category's other articles: suggestions come from them. */
export const categoryPeers = (id: string) =>
  categoryArticles(findArticle(id)!.categoryId)
    .map((a) => a.id)
    .filter((peer) => peer !== id);

/** The fake's own search (demo/mocks/site-search.ts) of a term: every hit as "TYPE path", sorted; the total and counts. */
export function searchHits(term: string, language: Language, types: string[] = []) {
  const { hits, counts } = siteSearch(term, language, types);
  return { total: hits.length, counts, hits: hits.map((hit) => `${hit.type} ${hit.url}`).sort() };
}
