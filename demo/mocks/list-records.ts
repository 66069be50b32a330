// The fake's list records (docs/api.md#browsing): an article as the lists show it, for the related
// articles and the promotional goods, and a category's compact answer made from them
// (core/api/category-answer-encode.ts). Apart from the handlers (no msw), so test/node/category-answer.test.mjs
// measures the answer the demo serves.
import { LIST_PROPERTIES } from "../../core/catalog/filter-columns.ts";
import { INCH_COUNTRIES } from "../../core/catalog/inch-countries.ts";
import { shopPath } from "../storefront/route.ts";
import { categoryArticles } from "./catalogue.ts";
import { CATEGORIES } from "./catalogue-tree.ts";
import { encodeCategoryAnswer, withoutInches } from "../../core/api/category-answer-encode.ts";
import { type FixtureArticle, type Language, translateValue } from "./fixtures.ts";
import { articlePriceList } from "./promotions.ts";

/** The lowest net unit price of the list scale (promotional where the article is promoted), in the country's currency. */
function listPriceFrom(article: FixtureArticle, country: string): number | null {
  const prices = articlePriceList(article, null, country).scaled_price.map((s) => s.price);
  return prices.length > 0 ? Math.min(...prices) : null;
}

/**
 * An article as a list shows it: the product block with its first picture only and without what only
 * the product page shows (description; format, colour and thickness, which the properties carry), and
 * the list properties it has, translated (a property it lacks is left out).
 */
export function listRecord(article: FixtureArticle, language: Language, country: string) {
  const { description: _d, format: _f, color: _c, thickness: _t, orderItemUnit: _u, images, ...product } = article.product;
  const properties: Record<string, string> = {};
  for (const name of LIST_PROPERTIES) {
    const value = translateValue(article.properties[name] ?? null, language);
    if (value !== null && value !== "") properties[name] = value;
  }
  return {
    id: article.id,
    url: shopPath("product", language, article.id),
    product: { ...product, images: images?.slice(0, 1) ?? [] },
    properties,
    listPriceFrom: listPriceFrom(article, country),
  };
}

/** The price lists' currency decides the prices; the measures' inch texts only inch countries read. */
const currencyOf = (country: string) => (country === "gb" ? "gb" : "de");
const answerCache = new Map<string, ReturnType<typeof encodeCategoryAnswer>>();

/** A category's compact answer (core/api/category-answer-encode.ts), made once per language, currency and inch use. */
export function categoryAnswer(categoryId: number, language: Language, country: string) {
  const inches = INCH_COUNTRIES.includes(country);
  const key = `${categoryId}|${language}|${currencyOf(country)}|${inches}`;
  let answer = answerCache.get(key);
  if (!answer) {
    const records = categoryArticles(categoryId).map((a) => listRecord(a, language, currencyOf(country)));
    const columns = CATEGORIES.find((c) => c.id === categoryId)?.columns ?? [];
    answer = encodeCategoryAnswer(inches ? records : records.map(withoutInches), columns);
    answerCache.set(key, answer);
  }
  return answer;
}
