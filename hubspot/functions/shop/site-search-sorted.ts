// The site search's articles by name or article number (docs/api.md#site-search, `sort`). HubSpot's CMS
// site search cannot sort, and sorting one page of its hits would order only that page: a sorted search
// asks HubSpot's CRM search on the article object instead (POST /crm/v3/objects/{type}/search: filter
// groups, one sort rule, pages of at most 200, no result past the 10,000th), which sorts every match
// before it pages. It finds the articles a shopper means by two ways at once (filter groups are OR'ed):
// each word of the term starts a word of the article's name, short text or number, or the article is in
// a category the term names, as the site search finds it in the page's language (a term like
// "Archivkarton" names a category; its boxes are "Stülpdeckelkarton …"). docs/decisions/hubspot-browse.md#site-search.
import type { SearchSort } from "../../../core/api/search-types.ts";
import type { Crm } from "../crm/client.ts";
import { ARTICLE, objectType } from "../crm/model.ts";
import { type CrmRecord, SEARCH_RESULTS_MAX, type SearchFilter } from "../crm/objects.ts";
import { hitArticle, hitArticleProperties } from "./list-articles.ts";
import { itemUrl } from "./pages.ts";
import { kindOf, plainText, type SiteSearch, searchSite, shopPrefixes } from "./site-search.ts";
import { kindQuery } from "./site-search-queries.ts";

/** An order of articles and the CRM property it sorts by. */
export const SORT_PROPERTY: Record<Exclude<SearchSort, "relevance">, string> = { name: "beschreibung1", artnr: "artnr" };

/** The article's words a term's words are looked for in: name, short text, number. */
const WORD_PROPERTIES = ["beschreibung1", "kurzbeschreibung", "artnr"];
/** HubSpot takes 5 filter groups of at most 6 filters, 18 in all: 3 groups of the words, 2 of categories. */
export const MAX_TERM_WORDS = 5;
export const MAX_CATEGORIES = 2;

/** The filter groups of a sorted search: the term's words (the first five) in each word property, or an article of one of the categories. */
export function sortedArticleGroups(term: string, categoryIds: readonly string[]): { filters: SearchFilter[] }[] {
  const words = term.toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_TERM_WORDS);
  const byWords = WORD_PROPERTIES.map((propertyName) => ({
    filters: words.map((word): SearchFilter => ({ propertyName, operator: "CONTAINS_TOKEN", value: `${word}*` })),
  }));
  const byCategory = categoryIds.slice(0, MAX_CATEGORIES).map((id) => ({
    filters: [{ propertyName: "category_ids", operator: "CONTAINS_TOKEN", value: id } satisfies SearchFilter],
  }));
  return [...byWords, ...byCategory];
}

/** Lower case without accents, ß as ss, in words. */
const foldedWords = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/ß/g, "ss")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Whether a category's name names the term: each of the term's words starts a word of the name ("archivkarton" in "Archivkartons nach Format"). */
export function namesTerm(name: string, term: string): boolean {
  const words = foldedWords(name);
  return foldedWords(term).every((word) => words.some((w) => w.startsWith(word)));
}

/** How many categories the site search is asked for, best first, to find those the term names. */
const CATEGORIES_ASKED = 10;

/**
 * The ids of the categories the term names, among those the site search finds first for it (one
 * request): a category found only by its description ("… aus Archivkarton") does not bring its articles.
 */
async function namedCategories(crm: Crm, search: SiteSearch): Promise<string[]> {
  const query = kindQuery("CATEGORY", shopPrefixes(search.paths, search.language));
  const page = await searchSite(crm, search, query, 0, CATEGORIES_ASKED);
  return page.results
    .filter((result) => namesTerm(plainText(result.title), search.term))
    .flatMap((result) => kindOf(result, search).item ?? [])
    .slice(0, MAX_CATEGORIES);
}

/** `limit` articles of the term from `offset` in the order `sort`, as the contract's hits; the total found. */
export async function sortedArticles(
  crm: Crm,
  search: SiteSearch,
  { sort, offset, limit }: { sort: Exclude<SearchSort, "relevance">; offset: number; limit: number },
) {
  const answer = await crm.request<{ total: number; results: CrmRecord[] }>({
    method: "POST",
    path: `/crm/v3/objects/${objectType(ARTICLE)}/search`,
    body: {
      filterGroups: sortedArticleGroups(search.term, await namedCategories(crm, search)),
      sorts: [{ propertyName: SORT_PROPERTY[sort], direction: "ASCENDING" }],
      properties: hitArticleProperties(search.language),
      limit,
      after: String(offset),
    },
  });
  const total = answer?.total ?? 0;
  const results = (answer?.results ?? []).flatMap((record) => {
    const title = (record.properties.beschreibung1 ?? "").trim();
    if (title) {
      const url = itemUrl(search.paths, "product", search.language, record.id);
      const description = record.properties.description?.trim() || null;
      return [{ id: `article-${record.id}`, type: "ARTICLE", title, url, description, ...hitArticle(record, search.language) }];
    }
    console.error(`[shop-functions] site-search: article ${record.id} left out: no name`);
    return [];
  });
  // HubSpot pages through the first 10,000 only: the pages past them are not offered.
  const reachable = Math.min(total, SEARCH_RESULTS_MAX);
  return { results, total, next: offset + limit < reachable ? { after: String(offset + limit) } : null };
}
