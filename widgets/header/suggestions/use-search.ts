// The search's state: a term typed into the field is sent after a pause (debounce); a newer term
// aborts the request of an older one, so its late answer never replaces newer results. "More"
// loads the next page through the answer's `after` cursor and appends it.
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "../../../core/api/client.ts";
import { fetchSearch, MIN_TERM_LENGTH, type SearchResult } from "../../../core/api/search.ts";
import type { SearchType } from "../../../core/api/search-types.ts";

export const SEARCH_DEBOUNCE_MS = 250;

export interface SearchState {
  /** The term the state belongs to; '' when idle. */
  term: string;
  /** loading: a first page is on its way (the results of the term before stay until it is there). */
  status: "idle" | "loading" | "ready" | "error";
  results: SearchResult[];
  total: number;
  /** Cursor of the next page; null on the last page. */
  after: string | null;
  loadingMore: boolean;
  /** Why the last request failed (a failed "more" keeps the results shown); null if it did not. */
  error: unknown;
}

const IDLE: SearchState = { term: "", status: "idle", results: [], total: 0, after: null, loadingMore: false, error: null };

export interface SearchOptions {
  baseUrl: string;
  language: string;
  limit: number;
  types?: readonly SearchType[] | undefined;
}

export function useSearch(options: SearchOptions) {
  const [state, setState] = useState<SearchState>(IDLE);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const stateRef = useRef(state);
  stateRef.current = state;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);

  const stop = () => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    inFlight.current = null;
  };
  useEffect(() => stop, []);

  const load = useCallback((term: string, after?: string) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    const { baseUrl, language, limit, types } = optionsRef.current;
    setState((s) =>
      after ? { ...s, loadingMore: true, error: null } : { ...s, term, status: "loading", loadingMore: false, error: null },
    );
    fetchSearch({ baseUrl, term, language, limit, after, types, signal: controller.signal }).then(
      (page) => {
        if (controller.signal.aborted) return;
        inFlight.current = null;
        setState((s) => ({
          term,
          status: "ready",
          results: after ? [...s.results, ...page.results] : page.results,
          total: page.total,
          after: page.next?.after ?? null,
          loadingMore: false,
          error: null,
        }));
      },
      (error: unknown) => {
        if (controller.signal.aborted || (error instanceof ApiError && error.kind === "aborted")) return;
        inFlight.current = null;
        setState((s) => (after ? { ...s, loadingMore: false, error } : { ...IDLE, term, status: "error", error }));
      },
    );
  }, []);

  /** The field's text changed: its term is sent after a pause of `wait` ms (0: at once, the visitor asked). */
  const search = useCallback(
    (text: string, wait = SEARCH_DEBOUNCE_MS) => {
      stop();
      const term = text.trim();
      if (term.length < MIN_TERM_LENGTH) {
        setState(IDLE);
        return;
      }
      if (wait <= 0) load(term);
      else timer.current = setTimeout(() => load(term), wait);
    },
    [load],
  );

  /** Loads the next page of the current term. */
  const loadMore = useCallback(() => {
    const { term, after, loadingMore, status } = stateRef.current;
    if (after && !loadingMore && status === "ready") load(term, after);
  }, [load]);

  return { state, search, loadMore };
}
