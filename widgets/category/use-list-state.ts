// The list's filters, sort and page in the page query (core/browse/list-url.ts) through the URL state
// hook: a change of filters, sort or page pushes a history entry (back undoes it), typing in the text
// filter replaces the entry once typing pauses.
import { useCallback, useRef } from "react";
import { decodeList, encodeList, LIST_PREFIX, type ListState } from "../../core/browse/list-url.ts";
import { useUrlState } from "../../core/ui/use-url-state.ts";

export type ChangeList = (change: Partial<ListState>, typing?: boolean) => void;

export function useListState(): [ListState, ChangeList] {
  const [state, set] = useUrlState(LIST_PREFIX, encodeList, decodeList);
  // Two changes before the next render (two filters ticked in one frame) both count: each builds on the last.
  const latest = useRef(state);
  latest.current = state;
  // A change of filters or sort starts again at page 1; only the pager sets a page.
  const change = useCallback<ChangeList>(
    (next, typing = false) => {
      latest.current = { ...latest.current, page: 1, ...next };
      set(latest.current, !typing);
    },
    [set],
  );
  return [state, change];
}
