// The site search (specification section 3, "Search parameters"; the answer is not shown there and
// is designed here, docs/api.md): GET site-search with term, language, limit, after and
// type; one page of results and the cursor of the next page.
import * as v from "valibot";
import { request } from "./client.ts";
import { linkUrlField } from "../element/site-url.ts";
import { idLike, numberLike } from "./coerce.ts";
import { SEARCH_TYPES, type SearchType } from "./search-types.ts";

/** Terms shorter than this are not sent. */
export const MIN_TERM_LENGTH = 2;

/** One hit. Titles and descriptions are plain text (never rendered as HTML). */
export const SearchResultSchema = v.object({
  id: idLike(),
  title: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  /** A link and a navigation: a site path or http(s), as every URL (core/element/site-url.ts). */
  url: linkUrlField,
  description: v.optional(v.nullable(v.string()), null),
  /** A type this bundle does not know yet is shown without a type label instead of failing the answer. */
  type: v.fallback(v.nullable(v.picklist(SEARCH_TYPES)), null),
});
export type SearchResult = v.InferOutput<typeof SearchResultSchema>;

/** `GET site-search`: one page of hits, the number of all hits, and where the next page starts. */
export const SearchPageSchema = v.object({
  results: v.array(SearchResultSchema),
  total: v.pipe(numberLike(), v.integer(), v.minValue(0)),
  /** Absent or null on the last page. */
  next: v.optional(v.nullable(v.object({ after: v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.nonEmpty()) })), null),
});
export type SearchPage = v.InferOutput<typeof SearchPageSchema>;

export interface SearchCall {
  baseUrl: string;
  term: string;
  language: string;
  limit: number;
  /** The cursor of the page to load (`next.after` of the page before); omitted for the first page. */
  after?: string;
  /** Only these content types; all when omitted or empty. */
  types?: readonly SearchType[];
  signal?: AbortSignal;
}

/** GET site-search?term&language&limit&after&type (type: comma-separated). */
export function fetchSearch(call: SearchCall): Promise<SearchPage> {
  const query = {
    term: call.term,
    language: call.language,
    limit: call.limit,
    after: call.after,
    type: call.types && call.types.length > 0 ? call.types.join(",") : undefined,
  };
  return request({ baseUrl: call.baseUrl, signal: call.signal, path: "site-search", query, schema: SearchPageSchema });
}
