// The results page's state in the page's query (core/ui/use-url-state.ts, prefix "q."): the term `q`
// (as the header's search links it), the kind `q.kind`, the order `q.sort` and the page's number
// `q.page` (search-view.ts), so a shared link, a reload and the back button open the same page.
import { useUrlState } from "../../core/ui/use-url-state.ts";
import { decode, encode, firstPage, PREFIX, type SearchView } from "./search-view.ts";

/** The shown search; `show` pushes a history entry (back returns to the search before). */
export function useSearchUrl(): [SearchView, (view: SearchView) => void] {
  const [view, set] = useUrlState(PREFIX, encode, decode);
  return [view, (next) => set(next, true)];
}

/** The results page's link for a term (an href beside the click, so it opens in a new tab too). */
export const termHref = (term: string) => `?${encode(firstPage(term))}`;
