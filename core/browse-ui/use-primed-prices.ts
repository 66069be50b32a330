// A list's first rows priced before they are built (issue 23): the list knows the articles its page
// starts with once it has sorted them, and those are the first screen's rows (on screen from the top,
// then the next ones). Their requests go in the render that builds the rows, so the price's round
// trip runs beside the rows' building, layout and painting instead of after them (price-queue.ts).
import { useStore } from "@nanostores/react";
import { useRef } from "react";
import { $company } from "../state/stores.ts";
import { MAX_CONCURRENT, primePriceLists } from "./price-queue.ts";

/** Primes the price lists of the first of `articleIds` (a page's rows in order) for the company chosen. */
export function usePrimedPrices(articleIds: readonly string[], place: { baseUrl: string; geoLocation: string }): void {
  const companyId = useStore($company)?.company.id ?? null;
  const first = articleIds.slice(0, MAX_CONCURRENT);
  const key = [place.baseUrl, place.geoLocation, companyId, ...first].join("|");
  const primed = useRef("");
  // In the render, not in an effect: an effect runs after the rows are built, which is what this saves.
  // Priming twice asks nothing twice (the queue's cache and requests in flight).
  if (primed.current !== key) {
    primed.current = key;
    primePriceLists(first.map((articleId) => ({ ...place, articleId, companyId })));
  }
}
