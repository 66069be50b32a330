// The article lists (docs/api.md#promotions, #related-articles): the promotional goods with the
// company's prices, and a product's related articles or a CMS editor's list, with the list price only.
import type { Lang } from "../../../core/element/language-code.ts";
import { json, Refusal } from "../answer.ts";
import { batchRead } from "../crm/objects.ts";
import { ARTICLE, objectType } from "../crm/model.ts";
import { listArticle, listArticleProperties } from "../shop/list-articles.ts";
import { readPagePaths } from "../shop/pages.ts";
import { priceListOf, readPriceLists, today } from "../shop/price-lists.ts";
import { findPromotedArticles, promotionOffer, runningPromotions } from "../shop/promotions.ts";
import { idList, relatedInOrder } from "../shop/related-articles.ts";
import { defineFunction } from "../serve.ts";

/** Seconds HubSpot's CDN may keep a list without a company's prices: a changed article shows within a minute. */
const LIST_CACHE_S = 60;

const promotions = defineFunction({
  path: "product-categories/promotions",
  async handle({ query, param, crm }) {
    const language = param("language") as Lang;
    const customer = { companyId: query.companyId ?? null, geoLocation: param("geoLocation") };
    const listPrice = { companyId: null, geoLocation: customer.geoLocation };
    const day = today();
    const [records, paths] = await Promise.all([findPromotedArticles(crm, listArticleProperties(language)), readPagePaths(crm)]);
    const running = runningPromotions(records, day);
    // The company's lists and the list prices, in one batch: the company's prices and "sort by price".
    const lists = await readPriceLists(
      crm,
      running.map(({ article }) => article.id),
      customer,
    );
    const articles = running.map(({ article }) => ({
      ...listArticle(article, language, paths, priceListOf(article, lists, listPrice, day)),
      promotion: promotionOffer(article, lists, customer, day),
    }));
    return json(200, { articles }, customer.companyId ? 0 : LIST_CACHE_S);
  },
});

const related = defineFunction({
  path: "related-articles/get",
  async handle({ query, param, crm }) {
    const language = param("language") as Lang;
    const geoLocation = param("geoLocation");
    const suggest = param("suggest") === "true";
    const { articleId } = query;
    if (suggest && !articleId) throw new Refusal(400, "bad_query", "suggest=true needs an articleId", { field: "suggest" });
    const listed = idList(query.ids);
    const properties = [...listArticleProperties(language), "suggested_articles"];
    const type = objectType(ARTICLE);
    // The article (for its suggestions) and the listed articles in one batch read.
    const [records, paths] = await Promise.all([
      batchRead(crm, type, articleId ? [articleId, ...listed] : listed, properties),
      readPagePaths(crm),
    ]);
    const found = new Map(records.map((r) => [r.id, r]));
    const article = articleId ? found.get(articleId) : undefined;
    if (articleId && !article) throw new Refusal(404, "not_found", `Unknown article ${articleId}`);
    const suggested = suggest ? idList(article?.properties.suggested_articles) : [];
    const unread = suggested.filter((id) => !found.has(id));
    if (unread.length) for (const r of await batchRead(crm, type, unread, properties)) found.set(r.id, r);
    const chosen = relatedInOrder(found, { articleId, listed, suggested, limit: Number(param("limit")) });
    const listPrice = { companyId: null, geoLocation };
    const lists = await readPriceLists(
      crm,
      chosen.map((r) => r.id),
      listPrice,
    );
    const day = today();
    return json(200, { articles: chosen.map((r) => listArticle(r, language, paths, priceListOf(r, lists, listPrice, day))) }, LIST_CACHE_S);
  },
});

export const functions = [promotions, related];
