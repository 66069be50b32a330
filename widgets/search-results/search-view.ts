// The results page's search as the page's query holds it (search-url.ts keeps it there): the term `q`,
// the kind `q.kind` and the cursors `q.after`. Apart from the hook, so the element's loader reads the
// search as the element will (early.ts).
import { SEARCH_TYPES, type SearchType } from "../../core/api/search-types.ts";
import { ownParams } from "../../core/ui/url-params.ts";

/** Hits per page: the block's `limit` may be 1 to MAX, DEFAULT when it names none. */
export const HITS_PER_PAGE = { DEFAULT: 12, MAX: 50 } as const;

export interface SearchView {
  term: string;
  /** Only this kind; null: all. */
  kind: SearchType | null;
  /** The cursors of the pages turned to, in order; the last is the shown page's, none on page 1. */
  trail: string[];
}

export const PREFIX = "q.";

export function encode({ term, kind, trail }: SearchView): URLSearchParams {
  const params = new URLSearchParams();
  if (term) params.set("q", term);
  if (kind) params.set("q.kind", kind);
  for (const after of trail) params.append("q.after", after);
  return params;
}

export function decode(params: URLSearchParams): SearchView {
  const kind = params.get("q.kind");
  return {
    term: (params.get("q") ?? "").trim(),
    kind: (SEARCH_TYPES as readonly string[]).includes(kind ?? "") ? (kind as SearchType) : null,
    trail: params.getAll("q.after").filter(Boolean),
  };
}

/** The search the page's query `search` names. */
export const searchInQuery = (search: string): SearchView => decode(ownParams(search, PREFIX));
