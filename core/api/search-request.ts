// The site search's read as a request (path and query), apart from its schemas: the client sends it
// (core/api/search.ts), and the results page's loader may send the same one before the element's code
// has arrived (widgets/search-results/early.ts).

/** Terms shorter than this are not sent. */
export const MIN_TERM_LENGTH = 2;

export interface SearchQuery {
  term: string;
  language: string;
  limit: number;
  /** The cursor of the page to load (`next.after` of the page before); omitted for the first page. */
  after?: string | undefined;
  /** Only these kinds; all when omitted or empty. */
  types?: readonly string[] | undefined;
}

/** GET site-search?term&language&limit&after&type (type: comma-separated). */
export const searchRequest = (call: SearchQuery) => ({
  path: "site-search",
  query: {
    term: call.term,
    language: call.language,
    limit: call.limit,
    after: call.after,
    type: call.types && call.types.length > 0 ? call.types.join(",") : undefined,
  },
});
