// The browsing endpoints' data in the local HubSpot stand-in (hubspot/functions/endpoints/categories.ts,
// listed-articles.ts, site-search.ts), made from what the msw fake answers from, so both backends answer
// the same: the category tree (catalogue-tree.ts) as `shop_category` records, the shop's page paths as a
// setting, what the articles and price lists keep for the lists (the product page's long text, the
// suggestions of related-articles.ts, a special offer's regular scale) and the fake's search index
// (search-index.ts) as the CMS site search's documents.
import { CATEGORY, objectType, SETTING, TRANSLATED_LANGUAGES } from "../../hubspot/functions/crm/model.ts";
import { PAGE_PATHS_KEY } from "../../hubspot/functions/shop/pages.ts";
import { shopPath } from "../storefront/route.ts";
import { categoryArticles } from "./catalogue.ts";
import { CATEGORIES, categoryUrl, SUPER_CATEGORIES, type Texts } from "./catalogue-tree.ts";
import type { SeedRecord } from "./crm-seed.ts";
import { customerPriceList, type FixtureArticle, type Language } from "./fixtures.ts";
import { promotionOf } from "./promotions.ts";
import { nearestArticles } from "./related-articles.ts";
import { searchIndex } from "./search-index.ts";

const LANGUAGES: readonly Language[] = ["de", "en", "fr"];

/** The suggestions an article keeps: enough to fill a row of 24 after the listed articles are left out. */
export const SUGGESTIONS_KEPT = 48;

/** A page as the stand-in's site search indexes it (demo/local-hubspot/site-search.mjs SiteDocument). */
export interface SiteDocument {
  id: number;
  type: string;
  url: string;
  language: string;
  title: string;
  description?: string;
  body: string;
  featuredImageUrl?: string;
}

/** The site the stand-in's site search has indexed: HubSpot answers absolute URLs. */
export const SITE_ORIGIN = "https://shop.example";

/** German in the property, the translations beside it (`name`, `name_en`, `name_fr`). */
const translated = (name: string, texts: Texts) =>
  Object.fromEntries([[name, texts.de], ...TRANSLATED_LANGUAGES.map((language) => [`${name}_${language}`, texts[language]])]);

function categoryRecords(): SeedRecord[] {
  const supers = SUPER_CATEGORIES.map((def, order) => ({
    category_id: String(def.id),
    ...translated("name", def.name),
    ...translated("summary", def.summary),
    sort_order: String(order),
    anchor: def.anchor,
  }));
  const categories = CATEGORIES.map((def, order) => {
    const articles = categoryArticles(def.id);
    const picture = articles[0]?.product.images?.[0];
    return {
      category_id: String(def.id),
      ...translated("name", def.name),
      ...translated("summary", def.summary),
      ...translated("description", def.description),
      super_category_id: String(def.superId),
      ...(def.parentId === undefined ? {} : { parent_category_id: String(def.parentId) }),
      sort_order: String(order),
      columns: def.columns.join(","),
      ...(picture ? { image_url: picture } : {}),
      article_count: String(articles.length),
    };
  });
  return [...supers, ...categories].map((properties) => ({ type: objectType(CATEGORY), id: "", properties }));
}

/** The start page, and the paths product and category pages start with, per language, as the demo serves them. */
function pagePathsRecord(): SeedRecord {
  const paths = (path: (language: Language) => string) => Object.fromEntries(LANGUAGES.map((language) => [language, path(language)]));
  const value = {
    domain: new URL(SITE_ORIGIN).hostname,
    start: paths((language) => shopPath("start", language)),
    product: paths((language) => shopPath("product", language)),
    category: paths((language) => categoryUrl(language, "")),
  };
  return {
    type: objectType(SETTING),
    id: "",
    properties: {
      setting_key: PAGE_PATHS_KEY,
      value: JSON.stringify(value),
      description: "Domain des Shops; Seitenpfade je Sprache: Startseite, Produkt- und Kategorieseiten (die ID folgt dem Pfad)",
    },
  };
}

/** The category tree and the page paths. */
export const browseSeed = (): SeedRecord[] => [...categoryRecords(), pagePathsRecord()];

/** What an article's record keeps for the lists: the product page's long text and its suggestions. */
export function browseArticleProperties(article: FixtureArticle): Record<string, string> {
  const suggestions = nearestArticles(article)
    .slice(0, SUGGESTIONS_KEPT)
    .map((a) => a.id);
  return {
    ...(article.product.description ? { description: String(article.product.description) } : {}),
    ...(suggestions.length ? { suggested_articles: suggestions.join(",") } : {}),
  };
}

/** A special offer's price list keeps the scale without the offer: the promotional list's regular price. */
export function browsePriceListProperties(article: FixtureArticle, companyId: string | null, geoLocation: string): Record<string, string> {
  const promotion = promotionOf(article);
  if (!promotion || promotion.remnant) return {};
  const regular = customerPriceList(article.itemInUnit, article.scale, companyId, geoLocation);
  return { regular_scaled_price: JSON.stringify(regular.scaled_price) };
}

/**
 * The fake's search index as HubSpot's site search holds a site: every hit a page of its language. An
 * article's and a category's page are site pages (the functions tell them by their paths); the words
 * the fake finds a hit by besides its title and description are the page's text.
 */
export function siteSearchDocuments(): SiteDocument[] {
  let id = 10_000_000;
  return LANGUAGES.flatMap((language) =>
    searchIndex(language).hits.map((hit) => ({
      id: id++,
      type: hit.type === "ARTICLE" || hit.type === "CATEGORY" ? "SITE_PAGE" : hit.type,
      url: `${SITE_ORIGIN}${hit.url}`,
      language,
      title: hit.title,
      ...(hit.description ? { description: hit.description } : {}),
      body: `${hit.keys.facets} ${hit.keys.text}`.trim(),
      ...(hit.imageUrl ? { featuredImageUrl: hit.imageUrl } : {}),
    })),
  );
}
