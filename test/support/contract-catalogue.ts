// The contract suite's expected values (test/node/contract.test.mjs), read from the demo catalogue both
// backends are made from (demo/mocks/): an article's properties in a language, a customer's price
// list, a company's record, an order item as the product page posts it.
import { allArticles, findArticle } from "../../demo/mocks/catalogue.ts";
import { companies, companyRecord, translateValue } from "../../demo/mocks/fixtures.ts";
import { articlePriceList, promotedArticles, promotionOf } from "../../demo/mocks/promotions.ts";
import { PriceListSchema } from "../../core/api/schemas.ts";
import * as v from "valibot";

const article = (id: string) => {
  const found = findArticle(id);
  if (!found) throw new Error(`no article ${id} in the demo catalogue`);
  return found;
};

/** The properties getArticlesById answers for the article in `language`. */
export const articleProperties = (id: string, properties: string[], language: string) =>
  Object.fromEntries(properties.map((name) => [name, translateValue(article(id).properties[name] ?? null, language)]));

/** [article, company, country]: the list price, each kind of company, gb's pounds, a remnant, a special offer. */
export const PRICE_CASES: [string, string | undefined, string][] = [
  ["1001", undefined, "de"],
  ["1001", "c-100", "de"],
  ["1008", "c-300", "gb"],
  ["1005", undefined, "de"],
  ...promotedArticles()
    .filter(({ promotion }) => !promotion.remnant)
    .slice(0, 2)
    .map(({ article: a }): [string, string | undefined, string] => [a.id, "c-200", "fr"]),
];

/** The price list the customer sees, as the wire carries it. */
export const priceList = (id: string, companyId: string | null, geoLocation: string) =>
  JSON.parse(JSON.stringify(articlePriceList(article(id), companyId, geoLocation)));

/** The price list as the client reads it (the cart line's, after its schema). */
export const priceListParsed = (id: string, companyId: string | null, geoLocation: string) =>
  v.parse(PriceListSchema, priceList(id, companyId, geoLocation));

export const company = (id: string) => {
  const found = companies.get(id);
  if (!found) throw new Error(`no company ${id}`);
  return companyRecord(found);
};

/** A special offer with a maximum per order. */
const promoted = promotedArticles().find(({ promotion }) => !promotion.remnant && promotion.maxQuantity);
export const PROMOTED = { articleId: promoted!.article.id, max: promoted!.promotion.maxQuantity! };

/** The order-items/post body the product page sends for `amount` pieces of the article. */
export function orderItem(id: string, sessionid: string, amount: number) {
  const a = article(id);
  return {
    volume: String(a.product.volume ?? ""),
    artikel_nummer: String(a.product.article_number),
    article_slug: "archivbox",
    artikel: String(a.product.artikel),
    menge: amount,
    sessionid,
    preis: 0.01,
    nettogewicht: String(a.product.nettogewicht ?? ""),
    einheit: String(a.product.unit ?? ""),
    image_url: "",
    article_id: id,
    companyId: null,
    description: "",
    sperrgut_artikel: false,
    restant: "false" as const,
  };
}

/** Ids of `count` articles without a promotion (so no maximum stops an add). */
export const articleIds = (count: number) =>
  allArticles()
    .filter((a) => !promotionOf(a))
    .slice(0, count)
    .map((a) => a.id);
