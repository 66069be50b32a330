// The results page's state in the page's query (core/ui/use-url-state.ts, prefix "q."): the term `q`
// (as the header's search links it), the kind `q.kind` and the page as the cursors that lead to it,
// `q.after` once per page turned: the cursors are the answer's own (opaque), so "back a page" is the
// cursor before and a shared link opens the same page.
import { useUrlState } from "../../core/ui/use-url-state.ts";
import { decode, encode, PREFIX, type SearchView } from "./search-view.ts";

/** The shown search; `show` pushes a history entry (back returns to the search before). */
export function useSearchUrl(): [SearchView, (view: SearchView) => void] {
  const [view, set] = useUrlState(PREFIX, encode, decode);
  return [view, (next) => set(next, true)];
}

/** The results page's link for a term (an href beside the click, so it opens in a new tab too). */
export const termHref = (term: string) => `?${encode({ term, kind: null, trail: [] })}`;
