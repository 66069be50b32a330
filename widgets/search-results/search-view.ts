// The results page's search as the page's query holds it (search-url.ts keeps it there): the term `q`,
// the kind `q.kind`, the page `q.page` (from 2; none on page 1) and the order `q.sort` (none for
// relevance). Apart from the hook, so the element's loader reads the search as the element will
// (early.ts). What the query cannot mean is read as the first page in relevance: a page that is no
// whole number from 1, a sort of anything but the articles (an order sorts articles only).
import { MAX_SEARCH_PAGE, SEARCH_SORTS, SEARCH_TYPES, type SearchSort, type SearchType } from "../../core/api/search-types.ts";
import { ownParams } from "../../core/ui/url-params.ts";

/** Hits per page: the block's `limit` may be 1 to MAX, DEFAULT when it names none. */
export const HITS_PER_PAGE = { DEFAULT: 12, MAX: 50 } as const;

export interface SearchView {
  term: string;
  /** Only this kind; null: all. */
  kind: SearchType | null;
  /** The shown page, from 1. */
  page: number;
  /** The order of the hits; another than relevance only with the kind ARTICLE. */
  sort: SearchSort;
}

export const PREFIX = "q.";

/** The first page of a term's hits of a kind, in relevance (a new term or kind starts here). */
export const firstPage = (term: string, kind: SearchType | null = null): SearchView => ({ term, kind, page: 1, sort: "relevance" });

export function encode({ term, kind, page, sort }: SearchView): URLSearchParams {
  const params = new URLSearchParams();
  if (term) params.set("q", term);
  if (kind) params.set("q.kind", kind);
  if (sort !== "relevance") params.set("q.sort", sort);
  if (page > 1) params.set("q.page", String(page));
  return params;
}

export function decode(params: URLSearchParams): SearchView {
  const kindText = params.get("q.kind");
  const kind = (SEARCH_TYPES as readonly string[]).includes(kindText ?? "") ? (kindText as SearchType) : null;
  const sortText = params.get("q.sort") ?? "";
  const sort = kind === "ARTICLE" && (SEARCH_SORTS as readonly string[]).includes(sortText) ? (sortText as SearchSort) : "relevance";
  const pageText = params.get("q.page") ?? "";
  const page = /^[1-9]\d*$/.test(pageText) && Number(pageText) <= MAX_SEARCH_PAGE ? Number(pageText) : 1;
  return { term: (params.get("q") ?? "").trim(), kind, page, sort };
}

/** The search the page's query `search` names. */
export const searchInQuery = (search: string): SearchView => decode(ownParams(search, PREFIX));

/** The request of the shown search (the element's and its loader's: the same, so the loader's answer is taken). */
export const searchQuery = ({ term, kind, page, sort }: SearchView, language: string, limit: number) => ({
  term,
  language,
  limit,
  page,
  sort,
  types: kind ? [kind] : undefined,
});
