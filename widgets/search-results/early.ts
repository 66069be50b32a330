// The results page's first screen, asked for by the element's loader before the element's code has
// arrived (core/element/loader.ts): the search the page's query names (search-view.ts, as the element
// reads it), as SearchResults.tsx asks for it, from the block as written (core/element/early-block.ts).
import { startEarly } from "../../core/api/early.ts";
import { MIN_TERM_LENGTH, searchRequest } from "../../core/api/search-request.ts";
import { earlyBlock } from "../../core/element/early-block.ts";
import { HITS_PER_PAGE, searchInQuery, searchQuery } from "./search-view.ts";

/** The block's hits per page as the schema keeps them (a whole number, default HITS_PER_PAGE.DEFAULT), or null. */
function limitOf(x: unknown): number | null {
  if (x === undefined) return HITS_PER_PAGE.DEFAULT;
  return typeof x === "number" && Number.isInteger(x) && x >= 1 && x <= HITS_PER_PAGE.MAX ? x : null;
}

export default function earlyRequests(block: Record<string, unknown>): void {
  // The country is not asked for, but a block the schema refuses shows its problem and asks nothing.
  const page = earlyBlock({ geoLocation: "de", ...block });
  const limit = limitOf(block.limit);
  const view = searchInQuery(location.search);
  if (!page || limit === null || view.term.length < MIN_TERM_LENGTH) return;
  startEarly(page.baseUrl, searchRequest(searchQuery(view, page.language, limit)));
}
