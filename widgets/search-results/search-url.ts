// The results page's state in the page's query (core/ui/use-url-state.ts, prefix "q."): the term `q`
// (as the header's search links it), the kind `q.kind` and the page as the cursors that lead to it,
// `q.after` once per page turned: the cursors are the answer's own (opaque), so "back a page" is the
// cursor before and a shared link opens the same page.
import { SEARCH_TYPES, type SearchType } from "../../core/api/search-types.ts";
import { useUrlState } from "../../core/ui/use-url-state.ts";

export interface SearchView {
  term: string;
  /** Only this kind; null: all. */
  kind: SearchType | null;
  /** The cursors of the pages turned to, in order; the last is the shown page's, none on page 1. */
  trail: string[];
}

const PREFIX = "q.";

function encode({ term, kind, trail }: SearchView): URLSearchParams {
  const params = new URLSearchParams();
  if (term) params.set("q", term);
  if (kind) params.set("q.kind", kind);
  for (const after of trail) params.append("q.after", after);
  return params;
}

function decode(params: URLSearchParams): SearchView {
  const kind = params.get("q.kind");
  return {
    term: (params.get("q") ?? "").trim(),
    kind: (SEARCH_TYPES as readonly string[]).includes(kind ?? "") ? (kind as SearchType) : null,
    trail: params.getAll("q.after").filter(Boolean),
  };
}

/** The shown search; `show` pushes a history entry (back returns to the search before). */
export function useSearchUrl(): [SearchView, (view: SearchView) => void] {
  const [view, set] = useUrlState(PREFIX, encode, decode);
  return [view, (next) => set(next, true)];
}

/** The results page's link for a term (an href beside the click, so it opens in a new tab too). */
export const termHref = (term: string) => `?${encode({ term, kind: null, trail: [] })}`;
