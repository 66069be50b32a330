// A search for analytics (GA4 search, with the visitor's consent only, core/analytics/track.ts): once
// per term on this page, when its first answer is there, with the hits of every kind.
import { useEffect, useRef } from "react";
import { track } from "../../core/analytics/track.ts";
import type { SearchPage } from "../../core/api/search.ts";
import type { RequestState } from "../../core/ui/use-request.ts";

export function useSearchEvent(term: string, state: RequestState<SearchPage>): void {
  const reported = useRef("");
  useEffect(() => {
    if (state.status !== "ready" || reported.current === term) return;
    reported.current = term;
    const resultCount = Object.values(state.data.counts).reduce((sum, count) => sum + count, 0);
    track("search", { term, resultCount });
  }, [state, term]);
}
