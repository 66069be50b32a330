// site-search (docs/api.md#site-search) over HubSpot's CMS site search: one page of hits of the asked
// kinds and the number of hits per kind, each kind a query of its own (site-search-queries.ts); an
// article's hit carries its product from the CRM. The search keeps to the shop's domain, whose pages it
// answers as site paths (the answer works on the host serving the page). HubSpot's titles and snippets are HTML (its
// highlights); the contract's are plain text. HubSpot suggests no spelling: `spelling` is null.
import { SEARCH_TYPES, type SearchType } from "../../../core/api/search-types.ts";
import type { Lang } from "../../../core/element/language-code.ts";
import { isLinkUrl } from "../../../core/element/site-url.ts";
import type { Crm } from "../crm/client.ts";
import { ARTICLE, objectType } from "../crm/model.ts";
import { batchRead, type CrmRecord } from "../crm/objects.ts";
import { hitArticle, hitArticleProperties } from "./list-articles.ts";
import { itemAt, type PagePaths, sitePath } from "./pages.ts";
import { cursorOf, kindQuery, type ShopPrefixes, type SiteQuery } from "./site-search-queries.ts";

/** A result of HubSpot's site search (its ContentSearchResult, the fields read here). */
export interface ContentResult {
  id: number | string;
  score: number;
  type: string;
  url: string;
  title?: string;
  description?: string;
  featuredImageUrl?: string;
}

/** What is searched: the term, in a language, on the shop's domain with its page paths. */
export interface SiteSearch {
  term: string;
  language: Lang;
  paths: PagePaths;
}

interface SitePage {
  total: number;
  results: ContentResult[];
}

const SITE_SEARCH = "/cms/v3/site-search/search";

/** One page of one query. */
export async function searchSite(crm: Crm, search: SiteSearch, query: SiteQuery, offset: number, limit: number): Promise<SitePage> {
  const page = await crm.request<SitePage>({
    path: SITE_SEARCH,
    query: {
      q: search.term,
      language: search.language,
      domain: [search.paths.domain],
      type: query.types,
      pathPrefix: query.pathPrefix,
      matchPrefix: query.matchPrefix,
      offset,
      limit,
    },
  });
  return { total: page?.total ?? 0, results: page?.results ?? [] };
}

/** `limit` results of the queries from their offsets, best score first (the first query first among equals). */
export async function mergedPage(crm: Crm, search: SiteSearch, queries: SiteQuery[], offsets: number[], limit: number) {
  const pages = await Promise.all(queries.map((query, i) => searchSite(crm, search, query, offsets[i] ?? 0, limit)));
  const taken = pages.map(() => 0);
  const results: ContentResult[] = [];
  while (results.length < limit) {
    const heads = pages.flatMap((page, i) => {
      const result = page.results[taken[i] ?? 0];
      return result ? [{ result, i }] : [];
    });
    const best = heads.reduce<(typeof heads)[number] | undefined>(
      (a, head) => (!a || head.result.score > a.result.score ? head : a),
      undefined,
    );
    if (!best) break;
    results.push(best.result);
    taken[best.i] = (taken[best.i] ?? 0) + 1;
  }
  const total = pages.reduce((sum, page) => sum + page.total, 0);
  const after = offsets.map((offset, i) => offset + (taken[i] ?? 0));
  return { results, total, next: after.reduce((a, b) => a + b, 0) < total ? { after: cursorOf(after) } : null };
}

/**
 * The hits of the term per kind, whatever kinds were asked (kinds without hits left out). A first page
 * that holds every hit of the asked kinds counts them itself; else one kind's number is the asked
 * kinds' total less the others'. Every other kind is one request of HubSpot's (it counts no facets).
 */
export async function countsPerKind(
  crm: Crm,
  search: SiteSearch,
  {
    asked,
    page,
    complete,
  }: { asked: readonly SearchType[]; page: { total: number; results: readonly ContentResult[] }; complete: boolean },
) {
  const counts = new Map<string, number>(complete ? asked.map((kind) => [kind, 0]) : []);
  if (complete)
    for (const result of page.results) {
      const { kind } = kindOf(result, search);
      if (counts.has(kind)) counts.set(kind, (counts.get(kind) ?? 0) + 1);
    }
  const derived = complete ? undefined : asked[0];
  const prefixes = shopPrefixes(search.paths, search.language);
  const missing = SEARCH_TYPES.filter((kind) => !counts.has(kind) && kind !== derived);
  const totals = await Promise.all(missing.map(async (kind) => (await searchSite(crm, search, kindQuery(kind, prefixes), 0, 1)).total));
  for (const [i, kind] of missing.entries()) counts.set(kind, totals[i] ?? 0);
  if (derived)
    counts.set(derived, Math.max(0, page.total - asked.reduce((sum, kind) => sum + (kind === derived ? 0 : (counts.get(kind) ?? 0)), 0)));
  return Object.fromEntries([...counts].filter(([, n]) => n > 0));
}

/** The paths the shop's own kinds of site page start with in a language. */
export const shopPrefixes = (paths: PagePaths, language: Lang): ShopPrefixes => ({
  ARTICLE: paths.product[language],
  CATEGORY: paths.category[language],
});

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** HubSpot's HTML (a title or snippet with its highlights) as plain text. */
export function plainText(html: string | undefined): string {
  return (html ?? "")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith("#")) {
        const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** What a result is: an article's or a category's page (by its path), or HubSpot's own content type. */
export function kindOf(result: ContentResult, { language, paths }: SiteSearch): { kind: string; item?: string } {
  if (result.type !== "SITE_PAGE") return { kind: result.type };
  const { pathname } = new URL(result.url, "https://site.invalid");
  const article = itemAt(paths, "product", language, pathname);
  if (article) return { kind: "ARTICLE", item: article };
  const category = itemAt(paths, "category", language, pathname);
  return category ? { kind: "CATEGORY", item: category } : { kind: "SITE_PAGE" };
}

/**
 * The results as the contract's hits: an article's with its product from the CRM (read in one batch), a
 * category's and a page's with HubSpot's featured image. A result the contract would refuse (no title,
 * a link that is none, an article the CRM no longer has) is left out and logged.
 */
export async function hitsOf(crm: Crm, search: SiteSearch, results: readonly ContentResult[]) {
  const kinds = results.map((result) => ({ result, ...kindOf(result, search) }));
  const articleIds = kinds.flatMap(({ kind, item }) => (kind === "ARTICLE" && item ? [item] : []));
  const articles = new Map<string, CrmRecord>(
    articleIds.length
      ? (await batchRead(crm, objectType(ARTICLE), articleIds, hitArticleProperties(search.language))).map((r) => [r.id, r])
      : [],
  );
  return kinds.flatMap(({ result, kind, item }): Record<string, unknown>[] => {
    const title = plainText(result.title);
    const base = { title, url: sitePath(search.paths, result.url), description: plainText(result.description) || null, type: kind };
    const left = !title ? "no title" : !isLinkUrl(result.url) ? "a link that is none" : null;
    if (left) {
      console.error(`[shop-functions] site-search: result ${result.id} left out: ${left}`);
      return [];
    }
    if (kind === "ARTICLE") {
      const record = articles.get(item ?? "");
      if (record) return [{ id: `article-${item}`, ...base, ...hitArticle(record, search.language) }];
      console.error(`[shop-functions] site-search: result ${result.id} left out: article ${item} is not in the CRM`);
      return [];
    }
    const image = result.featuredImageUrl && isLinkUrl(result.featuredImageUrl) ? sitePath(search.paths, result.featuredImageUrl) : null;
    if (kind === "CATEGORY") return [{ id: `category-${item}`, ...base, imageUrl: image }];
    return [{ id: String(result.id), ...base, ...(image ? { imageUrl: image } : {}) }];
  });
}
