// site-search (docs/api.md#site-search) through HubSpot's CMS site search. A search whose hits fit on
// its first page costs three requests of the app's burst limit (the page paths, the hits, the hits'
// articles); a larger one up to six more, one per kind it counts (HubSpot counts no facets). The
// answer holds no shopper's data, so HubSpot's CDN keeps it for a minute. A page is named by the
// cursor or by its number (site-search-pages.ts); a sorted search of articles asks the CRM's search
// (site-search-sorted.ts) and counts the other kinds as every search does.
import { MIN_TERM_LENGTH } from "../../../core/api/search-request.ts";
import { SEARCH_TYPES, type SearchSort, type SearchType } from "../../../core/api/search-types.ts";
import type { Lang } from "../../../core/element/language-code.ts";
import { json, Refusal } from "../answer.ts";
import { readPagePaths } from "../shop/pages.ts";
import { countsPerKind, hitsOf, mergedPage, shopPrefixes } from "../shop/site-search.ts";
import { crmSearchReaches, pageOffset, pagePlan } from "../shop/site-search-pages.ts";
import { offsetsOf, queriesFor } from "../shop/site-search-queries.ts";
import { sortedArticles } from "../shop/site-search-sorted.ts";
import { defineFunction } from "../serve.ts";

/** The most hits one page holds (docs/api.md#site-search). */
const MAX_LIMIT = 50;
/** Seconds HubSpot's CDN may keep a search's answer: a page published shows within a minute after HubSpot indexed it. */
const SEARCH_CACHE_S = 60;

const siteSearch = defineFunction({
  path: "site-search",
  async handle({ query, param, crm }) {
    const term = param("term").trim();
    if (term.length < MIN_TERM_LENGTH)
      throw new Refusal(400, "bad_query", `term must have at least ${MIN_TERM_LENGTH} characters`, { field: "term" });
    const limit = Number(param("limit"));
    if (limit < 1 || limit > MAX_LIMIT) throw new Refusal(400, "bad_query", `limit must be 1 to ${MAX_LIMIT}`, { field: "limit" });
    const language = param("language") as Lang;
    const asked = [...new Set((query.type ?? "").split(",").filter(Boolean))] as SearchType[];
    const kinds = asked.length ? asked : [...SEARCH_TYPES];

    const sort = (query.sort ?? "relevance") as SearchSort;
    if (query.after !== undefined && query.page !== undefined)
      throw new Refusal(400, "bad_query", "after and page are each a way to name the page: send one", { field: "page" });
    if (sort !== "relevance" && kinds.join() !== "ARTICLE")
      throw new Refusal(400, "bad_query", `sort=${sort} orders articles: it needs type=ARTICLE`, { field: "sort" });
    const pageNumber = Number(query.page ?? 1);
    const beyond = () => new Refusal(400, "bad_query", `page ${pageNumber} is beyond the last page of this search`, { field: "page" });

    const paths = await readPagePaths(crm);
    const search = { term, language, paths };
    if (sort !== "relevance") {
      const [offset] = query.page !== undefined ? [pageOffset(pageNumber, limit)] : (offsetsOf(query.after, 1) ?? [-1]);
      if (offset === undefined || offset < 0)
        throw new Refusal(400, "bad_query", "after is not a cursor of this search", { field: "after" });
      if (!crmSearchReaches(offset, limit)) throw beyond();
      const page = await sortedArticles(crm, search, { sort, offset, limit });
      if (pageNumber > 1 && offset >= page.total) throw beyond();
      const counts = await countsPerKind(crm, search, { asked: kinds, page: { total: page.total, results: [] }, complete: false });
      return json(200, { ...page, counts, spelling: null }, SEARCH_CACHE_S);
    }
    const queries = queriesFor(kinds, shopPrefixes(paths, language));
    const plan = query.page !== undefined ? pagePlan(queries.length, pageNumber, limit) : undefined;
    if (query.page !== undefined && !plan)
      throw new Refusal(400, "bad_query", `page ${pageNumber} of these kinds together is too deep: page by the cursor`, { field: "page" });
    const offsets = plan?.offsets ?? offsetsOf(query.after, queries.length);
    if (!offsets) throw new Refusal(400, "bad_query", "after is not a cursor of this search", { field: "after" });
    const page = await mergedPage(crm, search, queries, offsets, plan?.take ?? limit);
    const skip = plan?.skip ?? 0;
    if (pageNumber > 1 && (offsets[0] ?? 0) + skip >= page.total) throw beyond();
    const complete = offsets.every((offset) => offset === 0) && !page.next;
    const [results, counts] = await Promise.all([
      hitsOf(crm, search, page.results.slice(skip)),
      countsPerKind(crm, search, { asked: kinds, page, complete }),
    ]);
    return json(200, { results, total: page.total, next: page.next, counts, spelling: null }, SEARCH_CACHE_S);
  },
});

export const functions = [siteSearch];
