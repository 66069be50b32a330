// site-search (docs/api.md#site-search) through HubSpot's CMS site search. A search whose hits fit on
// its first page costs three requests of the app's burst limit (the page paths, the hits, the hits'
// articles); a larger one up to six more, one per kind it counts (HubSpot counts no facets). The
// answer holds no shopper's data, so HubSpot's CDN keeps it for a minute.
import { MIN_TERM_LENGTH } from "../../../core/api/search-request.ts";
import { SEARCH_TYPES, type SearchType } from "../../../core/api/search-types.ts";
import type { Lang } from "../../../core/element/language-code.ts";
import { json, Refusal } from "../answer.ts";
import { readPagePaths } from "../shop/pages.ts";
import { countsPerKind, hitsOf, mergedPage, shopPrefixes } from "../shop/site-search.ts";
import { offsetsOf, queriesFor } from "../shop/site-search-queries.ts";
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

    const paths = await readPagePaths(crm);
    const queries = queriesFor(kinds, shopPrefixes(paths, language));
    const offsets = offsetsOf(query.after, queries.length);
    if (!offsets) throw new Refusal(400, "bad_query", "after is not a cursor of this search", { field: "after" });
    const search = { term, language, paths };
    const page = await mergedPage(crm, search, queries, offsets, limit);
    const complete = offsets.every((offset) => offset === 0) && !page.next;
    const [results, counts] = await Promise.all([
      hitsOf(crm, search, page.results),
      countsPerKind(crm, search, { asked: kinds, page, complete }),
    ]);
    return json(200, { results, total: page.total, next: page.next, counts, spelling: null }, SEARCH_CACHE_S);
  },
});

export const functions = [siteSearch];
