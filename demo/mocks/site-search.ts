// The fake site search's answer before paging (handlers-search.ts pages it): the hits of a term in a
// language, best first, the number of hits per kind and, when nothing is found, the nearest spelling.
import { HIT_PROPERTIES, type SearchSort, type SearchType } from "../../core/api/search-types.ts";
import { type FixtureArticle, type Language, translateValue } from "./fixtures.ts";
import { type IndexedHit, searchIndex } from "./search-index.ts";
import { matchScore, nearestSpelling, termStems } from "./search-match.ts";

/** Among hits found equally well: categories and the CMS's pages before the articles. */
const KIND_ORDER: readonly SearchType[] = [
  "CATEGORY",
  "LISTING_PAGE",
  "LANDING_PAGE",
  "KNOWLEDGE_ARTICLE",
  "BLOG_POST",
  "SITE_PAGE",
  "ARTICLE",
];

export interface SiteSearch {
  /** The hits of the asked kinds, best first. */
  hits: IndexedHit[];
  /** Hits per kind, whatever kinds were asked (kinds without hits left out). */
  counts: Partial<Record<SearchType, number>>;
  spelling: string | null;
}

export function siteSearch(term: string, language: Language, types: readonly string[] = []): SiteSearch {
  const index = searchIndex(language);
  const stems = termStems(term);
  const found: { hit: IndexedHit; score: number; at: number }[] = [];
  const counts: Partial<Record<SearchType, number>> = {};
  index.hits.forEach((hit, at) => {
    const score = stems.length > 0 ? matchScore(hit.keys, stems) : 0;
    if (score === 0) return;
    counts[hit.type] = (counts[hit.type] ?? 0) + 1;
    if (types.length === 0 || types.includes(hit.type)) found.push({ hit, score, at });
  });
  found.sort((a, b) => b.score - a.score || KIND_ORDER.indexOf(a.hit.type) - KIND_ORDER.indexOf(b.hit.type) || a.at - b.at);
  const spelling = Object.keys(counts).length === 0 ? nearestSpelling(term, index.vocabulary) : null;
  return { hits: found.map(({ hit }) => hit), counts, spelling };
}

/** What an article is sorted by: its name or its number (as the CRM has them, beschreibung1 and artnr). */
const SORT_VALUE: Record<Exclude<SearchSort, "relevance">, (hit: IndexedHit) => string> = {
  name: (hit) => String(hit.article?.product.artikel ?? ""),
  artnr: (hit) => String(hit.article?.product.article_number ?? ""),
};

/**
 * The hits in the order `sort`: relevance keeps the search's; name and article number sort every hit
 * (not one page) as HubSpot's CRM search sorts text, which the functions ask for this order
 * (docs/decisions/hubspot-browse.md#site-search): by character, case ignored, ties by the article's id.
 */
export function sortedHits(hits: readonly IndexedHit[], sort: SearchSort): IndexedHit[] {
  if (sort === "relevance") return [...hits];
  const value = SORT_VALUE[sort];
  const keyed = hits.map((hit) => ({ hit, key: value(hit).toLowerCase(), id: Number(hit.article?.product.article_id) }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.id - b.id));
  return keyed.map(({ hit }) => hit);
}

/** The offer's facts an article hit carries (HIT_PROPERTIES), translated; one the article lacks is left out. */
export function hitProperties(article: FixtureArticle, language: Language): Record<string, string> {
  const properties: Record<string, string> = {};
  for (const name of HIT_PROPERTIES) {
    const value = translateValue(article.properties[name] ?? null, language);
    if (value) properties[name] = value;
  }
  return properties;
}
