// The site search's read as a request (path and query), apart from its schemas: the client sends it
// (core/api/search.ts), and the results page's loader may send the same one before the element's code
// has arrived (widgets/search-results/early.ts).

import type { SearchSort } from "./search-types.ts";

/** Terms shorter than this are not sent. */
export const MIN_TERM_LENGTH = 2;

export interface SearchQuery {
  term: string;
  language: string;
  limit: number;
  /** The cursor of the page to load (`next.after` of the page before); omitted for the first page. */
  after?: string | undefined;
  /** The page to load, from 1 (instead of a cursor: the results page's numbered pager); omitted for the first page. */
  page?: number | undefined;
  /** The order of the hits; relevance when omitted. A sort other than relevance finds articles only. */
  sort?: SearchSort | undefined;
  /** Only these kinds; all when omitted or empty. */
  types?: readonly string[] | undefined;
}

/** GET site-search?term&language&limit&after|page&sort&type (type: comma-separated). */
export const searchRequest = (call: SearchQuery) => ({
  path: "site-search",
  query: {
    term: call.term,
    language: call.language,
    limit: call.limit,
    after: call.after,
    page: call.page !== undefined && call.page > 1 ? call.page : undefined,
    sort: call.sort && call.sort !== "relevance" ? call.sort : undefined,
    type: call.types && call.types.length > 0 ? call.types.join(",") : undefined,
  },
});
