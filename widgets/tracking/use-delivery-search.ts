// One search at a time (issue 13): the same search asked again while it runs (a double click) sends
// nothing more; a different one aborts the older, so a late answer never replaces a newer one.
import { useCallback, useEffect, useRef, useState } from "react";
import type { DeliveryAnswer, DeliveryQuery } from "../../core/api/delivery.ts";
import type { Lang } from "../../core/element/data-block.ts";
import { loadResults, loadSearch, preload } from "./load-parts.ts";
import type { SearchProblem } from "./search.ts";

export type SearchState =
  | { status: "idle" }
  | { status: "loading"; query: DeliveryQuery }
  | {
      status: "ready";
      query: DeliveryQuery;
      answer: DeliveryAnswer;
      /** Counts the searches: a result view focuses its heading once per search the shopper started. */
      id: number;
      byShopper: boolean;
    }
  | { status: "error"; query: DeliveryQuery; problem: SearchProblem };

export interface DeliverySearch {
  state: SearchState;
  /** Starts a search; `byShopper` is false for the ones the page starts (a link's parameters, the contact's orders). */
  search: (query: DeliveryQuery, byShopper: boolean) => void;
  /** A search the form refused (empty or malformed): the earlier result goes, so it is never taken for this one's. */
  clear: () => void;
}

export function useDeliverySearch({ baseUrl, language }: { baseUrl: string; language: Lang }): DeliverySearch {
  const [state, setState] = useState<SearchState>({ status: "idle" });
  const running = useRef<{ key: string; controller: AbortController } | null>(null);
  const count = useRef(0);
  useEffect(() => () => running.current?.controller.abort(), []);

  const search = useCallback(
    (query: DeliveryQuery, byShopper: boolean) => {
      const key = JSON.stringify(query);
      if (running.current?.key === key) return;
      running.current?.controller.abort();
      const controller = new AbortController();
      const current = { key, controller };
      running.current = current;
      setState({ status: "loading", query });
      preload(loadResults);
      const id = ++count.current;
      loadSearch()
        .then((module) => module.searchDelivery({ baseUrl, language, query, signal: controller.signal }))
        .then(
          (outcome) => {
            if (controller.signal.aborted) return;
            setState(
              outcome.ok
                ? { status: "ready", query, answer: outcome.answer, id, byShopper }
                : { status: "error", query, problem: outcome.problem },
            );
          },
          (error: unknown) => {
            if (controller.signal.aborted) return;
            console.error("[shop-widgets] <shop-tracking>: cannot load the search", error);
            setState({ status: "error", query, problem: { kind: "failed", error } });
          },
        )
        .finally(() => {
          if (running.current === current) running.current = null;
        });
    },
    [baseUrl, language],
  );
  const clear = useCallback(() => {
    running.current?.controller.abort();
    running.current = null;
    setState({ status: "idle" });
  }, []);
  return { state, search, clear };
}
