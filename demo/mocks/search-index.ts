// What the fake site search (handlers-search.ts) searches: every page of the demo shop a hit may lead
// to, in three languages. Each URL is a page the demo server serves (test/node/search-hits.test.mjs):
// the fixture articles' product pages (their names stay German, as in the CRM), the start page's
// category sections, and the content pages of demo/storefront/content-pages.json, which the shop
// renders from the same entries.
import type { SearchType } from "../../core/api/search-types.ts";
import contentPages from "../storefront/content-pages.json";
import { categoryAnchor, shopPath } from "../storefront/route.ts";
import { SHOP_TEXTS } from "../storefront/texts.ts";
import { articles, CATEGORY, type Language } from "./fixtures.ts";

export interface IndexedPage {
  id: string;
  type: SearchType;
  title: Record<Language, string>;
  description: Record<Language, string> | null;
  url: Record<Language, string>;
}

const LANGUAGES: readonly Language[] = ["de", "en", "fr"];

/** One value per language. */
const perLanguage = (value: (language: Language) => string) =>
  Object.fromEntries(LANGUAGES.map((l) => [l, value(l)])) as Record<Language, string>;

const productPages: IndexedPage[] = [...articles.values()].map((article) => ({
  id: `product-${article.id}`,
  type: "SITE_PAGE",
  title: perLanguage(() => article.product.artikel),
  description: perLanguage(() => article.properties.kurzbeschreibung || String(article.product.description ?? "")),
  url: perLanguage((language) => shopPath("product", language, article.id)),
}));

/** The start page lists the catalogue by category, each a section under the category's name. */
const listings: IndexedPage[] = (Object.keys(CATEGORY) as (keyof typeof CATEGORY)[]).map((category) => ({
  id: `listing-${category}`,
  type: "LISTING_PAGE",
  title: perLanguage((language) => SHOP_TEXTS[language].categories[category]),
  description: null,
  url: perLanguage((language) => `${shopPath("start", language)}#${categoryAnchor(category)}`),
}));

const content: IndexedPage[] = contentPages.map(({ id, type, title, description }) => ({
  id,
  type: type as SearchType,
  title,
  description,
  url: perLanguage((language) => shopPath("content", language, id)),
}));

/** The whole index, content first. */
export const searchIndex: readonly IndexedPage[] = [...content, ...listings, ...productPages];
